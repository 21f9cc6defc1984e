import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { shutdown } from './lifecycle/shutdown';

// Loads the configuration, builds the app and listens; nothing else lives here.
try {
  const config = loadConfig();
  const app = await buildApp(config);
  // A second signal while stopping ends the process at once (Node's default again).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const timing = { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs };
      void shutdown(app, timing).then((code) => process.exit(code));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  await app.listenStaff();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
