import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the instance is in its life, as readiness reports it. */
export interface Lifecycle {
  /** Shutdown has begun (lifecycle/shutdown.ts): the balancer should send nothing new. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * One state object for the whole app: shutdown sets it on the root instance and the
 * readiness route reads it from its own (encapsulated) one, which shares the decoration.
 *
 * While draining, every answer closes its connection. Node's server.close() only closes the
 * connections idle at that moment: one whose request was in flight would otherwise stay open
 * after its answer, for the whole keep-alive timeout (72 s), and hold the shutdown up.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
