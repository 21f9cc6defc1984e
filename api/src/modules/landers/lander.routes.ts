import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { AppError } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';

/**
 * A live version may sit in a shared cache for a short while (a rollback reaches everyone
 * within it); browsers ask again each visit. A preview is one person's and never stored.
 */
export const LIVE_CACHE = 'public, max-age=0, s-maxage=30';
export const PREVIEW_CACHE = 'private, no-store';

/** Landers as data (decision 0123): what a visitor's landing page reads. */
export async function landerRoutes(app: FastifyInstance) {
  const { landers } = app;

  endpointRoute(app, endpoints.landers.lander, { tags: ['landers'] }, async (request, reply) => {
    const { name, preview } = request.query;
    // Asked with a token, the answer depends on it: never shared, whatever it shows.
    reply.header('Cache-Control', preview ? PREVIEW_CACHE : LIVE_CACHE);
    const shown = await landers.shown(name, preview);
    // Nothing live is an answer (every visit of a built-in variant asks), for a client that
    // says it takes it; a release from before that handles only the 404.
    if (!shown) {
      if (request.query.absent === 'null') return { lander: null };
      throw new AppError(404, 'lander_not_found');
    }
    return { lander: shown.document, version: shown.version, preview: shown.preview };
  });
}
