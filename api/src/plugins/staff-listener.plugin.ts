import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the staff listener (STAFF_PORT on HOST); server.ts calls it after `listen`. */
    listenStaff(): Promise<void>;
    /** The staff listener's address once it listens (its port when STAFF_PORT is 0). */
    staffAddress(): AddressInfo | null;
  }
}

/**
 * The staff console's listener (decision 0160), a second HTTP server on the app's one
 * handler: it is started beside the member listener and closed with the app.
 */
export const staffListenerPlugin = fp<{ server: () => Server }>(
  async (app: FastifyInstance, options) => {
    const server = options.server();
    app.decorate('listenStaff', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: app.config.staffPort, host: app.config.host }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address() as AddressInfo;
      app.log.info({ port: address.port }, 'staff console listening');
    });
    app.decorate('staffAddress', () =>
      server.listening ? (server.address() as AddressInfo) : null,
    );
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    });
  },
  { name: 'staff-listener', dependencies: ['config'] },
);
