import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, PHOTO_MAX_MB } from '@dating/shared-contracts/api';
import { AppError, invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

const MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

/**
 * The one file of a multipart field, whole; every multipart route reads its upload here, so
 * multipart's and its parser's errors become API errors (4xx) in this one place.
 */
export async function readUpload(request: FastifyRequest, field = 'photo'): Promise<Buffer> {
  const missing = () => invalidFields([{ field, messageKey: 'field_required' }]);
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw missing();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'image_too_large', { max_mb: PHOTO_MAX_MB });
    }
    if (code?.startsWith('FST_')) throw missing();
    // Nothing but the sender's body is read here, so any other failure is a body that is not
    // multipart/form-data as its header says (no boundary, a boundary that never comes, a
    // body cut short, a malformed part header): the sender's fault, answered as a bad field.
    request.log.info({ err: error }, 'upload: the multipart body could not be read');
    throw invalidFields([{ field, messageKey: 'field_invalid' }]);
  }
}

/** Multipart for the routes of one plugin: one file, no other fields worth buffering. */
export const registerImageMultipart = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

/**
 * GET, POST, PUT and DELETE /api/photos.php: the logged-in member's own photos. A photo
 * waiting for approval is decided in the staff console (the moderation inbox).
 */
export async function photoRoutes(app: FastifyInstance) {
  // Only the image plugins parse multipart.
  await registerImageMultipart(app);
  const service = app.photos;
  const { photos } = endpoints;
  const tags = ['photos'];

  endpointRoute(app, photos.list, { tags }, async (request) => {
    const settings = await request.settings();
    return service.list(requireUserId(request), settings.cdn_prefix);
  });

  endpointRoute(
    app,
    photos.upload,
    {
      tags,
      summary: `Uploads a photo: multipart/form-data, field "photo", at most ${PHOTO_MAX_MB} MB`,
    },
    async (request, reply) => {
      // Who is asking before reading a byte of the body.
      const userId = requireUserId(request);
      const data = await readUpload(request);
      const settings = await request.settings();
      const photo = await service.upload(
        userId,
        data,
        request.query.locked ?? false,
        settings.cdn_prefix,
      );
      return reply.code(201).send({ photo });
    },
  );

  endpointRoute(app, photos.arrange, { tags }, async (request) => {
    const settings = await request.settings();
    return service.arrange(requireUserId(request), request.body, settings.cdn_prefix);
  });

  endpointRoute(app, photos.remove, { tags }, async (request) => {
    await service.remove(requireUserId(request), Number(request.query.id));
    return { ok: true as const };
  });
}
