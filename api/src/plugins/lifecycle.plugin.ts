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
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<Lifecycle>('lifecycle', { draining: false });
  },
  { name: 'lifecycle' },
);
