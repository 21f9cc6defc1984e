import type { FastifyInstance } from 'fastify';
import {
  LIVE_CLOSE_UNAUTHENTICATED,
  endpoints,
  type LiveEvent,
} from '@dating/shared-contracts/api';
import { endpointUrl } from '../../lib/endpoint-route';

/** Often enough for proxies that cut idle connections after a minute. */
export const LIVE_PING_MS = 30_000;

/**
 * GET /api/live.php: the live channel of the logged-in member (contract in
 * shared-contracts/src/api/live.schema.ts). The auth plugin's onRequest hook has read the
 * session cookie of the upgrade request. Every event is one JSON text frame; the client
 * sends nothing. Not in the OpenAPI document (@fastify/websocket hides its routes).
 */
export async function liveRoutes(app: FastifyInstance) {
  const { live } = endpoints.system;
  const options = { websocket: true, config: { access: live.access } } as const;
  app.get(endpointUrl(live), options, (socket, request) => {
    const { userId } = request;
    if (userId === null) {
      // Accept, then close with a code the client understands as "stop reconnecting".
      socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'authentication_required');
      return;
    }
    const unsubscribe = app.live.subscribe(userId, (event: LiveEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    });
    // A socket that missed its pong since the last ping is gone (sleep, lost network).
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const ping = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, LIVE_PING_MS);
    ping.unref();
    socket.on('close', () => {
      clearInterval(ping);
      unsubscribe();
    });
    // Anything the client sends is ignored; errors end in 'close' as well.
    socket.on('error', (error) => request.log.debug({ err: error }, 'live socket error'));
  });
}
