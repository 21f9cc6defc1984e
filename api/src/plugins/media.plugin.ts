import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Photos under /media/: generated and uploaded files, content-addressed so cached long. */
export async function mediaPlugin(app: FastifyInstance) {
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=604800'),
  });
}
