import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, PHOTO_MAX_MB } from '@dating/shared-contracts/api';
import { AppError, invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

const MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

/** The one file of the `photo` field, whole; multipart's own errors become API errors. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const missing = () => invalidFields([{ field: 'photo', messageKey: 'field_required' }]);
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'photo') throw missing();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'image_too_large', { max_mb: PHOTO_MAX_MB });
    }
    if (code?.startsWith('FST_')) throw missing();
    throw error;
  }
}

/** GET, POST and DELETE /api/photos.php: the logged-in member's own photos. */
export async function photoRoutes(app: FastifyInstance) {
  // Only this plugin parses multipart: one file, no other fields worth buffering.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
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
      const data = await readPhoto(request);
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

  endpointRoute(app, photos.remove, { tags }, async (request) => {
    await service.remove(requireUserId(request), Number(request.query.id));
    return { ok: true as const };
  });
}
