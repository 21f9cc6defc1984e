import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// Loads the configuration, builds the app and listens; nothing else lives here.
try {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
