import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessLiveHub, type LiveHub } from '../modules/live/live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to the sockets of a user (GET /api/live.php). */
    live: LiveHub;
  }
}

/**
 * The live event hub (in process, or Redis pub/sub when REDIS_URL is set so that every API
 * instance reaches its own sockets) and WebSocket support, which must come before any route.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'live event hub');
    // The Redis client is loaded only where REDIS_URL is set.
    const hub: LiveHub = app.config.redisUrl
      ? new (await import('../modules/live/redis-live-hub')).RedisLiveHub(
          app.config.redisUrl,
          onError,
          app.config.redisPrefix,
        )
      : new InProcessLiveHub(onError);
    app.decorate('live', hub);
    // @fastify/websocket closes the sockets in preClose; the hub goes after them.
    app.addHook('onClose', async () => hub.close());
    await app.register(websocket, { options: { maxPayload: 1024 } });
  },
  { name: 'live', dependencies: ['config'] },
);
