import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isPrivateMediaKey, isValidMediaKey } from '../modules/media/media-store';

/** A week: public keys never change content (seed drawings are fixed, uploads get new keys). */
const PUBLIC_CACHE = 'public, max-age=604800';

/**
 * Photos under /media/<key>, read from the media store and streamed through, on local disk
 * and S3 alike (docs/decisions/0106-media-store.md). Keys under `private/` are answered only
 * with a valid signed link (`?expires=&sig=`, see MediaSigner); anything else is a 404, so
 * the route does not even say whether such a file exists.
 */
export async function mediaPlugin(app: FastifyInstance) {
  const { mediaStore: store, mediaSigner: signer } = app;

  const serve = async (
    request: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
  ) => {
    const key = request.params['*'];
    if (!isValidMediaKey(key)) throw new AppError(404, 'not_found');
    let cacheControl = PUBLIC_CACHE;
    if (isPrivateMediaKey(key)) {
      const { expires, sig } = request.query;
      const check = signer.check(key, expires, sig);
      if (check === 'invalid') throw new AppError(404, 'not_found');
      if (check === 'expired') throw new AppError(403, 'link_expired');
      // Only the viewer's browser may keep it, and no longer than the link works.
      cacheControl = `private, max-age=${signer.secondsLeft(expires as string)}`;
    }
    const file = await store.get(key);
    if (!file) throw new AppError(404, 'not_found');
    reply.header('Cache-Control', cacheControl);
    if (file.etag) reply.header('ETag', file.etag);
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Length', file.size);
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(file.body);
  };

  app.get('/media/*', { schema: { hide: true } }, serve);
}
