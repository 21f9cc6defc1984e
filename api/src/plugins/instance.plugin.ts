import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const INSTANCE_HEADER = 'x-instance';

/**
 * Names the instance that answered (INSTANCE_ID) on every response, so that an operator, or
 * the scale test (e2e/scale), can tell which of several instances behind the balancer served
 * a request. Without INSTANCE_ID nothing is added.
 */
export const instancePlugin = fp(
  async (app: FastifyInstance) => {
    const id = app.config.instanceId;
    if (!id) return;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header(INSTANCE_HEADER, id);
      done();
    });
  },
  { name: 'instance', dependencies: ['config'] },
);
