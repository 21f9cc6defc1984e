import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import {
  ArrangePhotosBodySchema,
  ModeratePhotoBodySchema,
  PendingPhotosResponseSchema,
  PhotoIdQuerySchema,
  PhotosResponseSchema,
  PhotoUploadQuerySchema,
  PhotoUploadResponseSchema,
} from './photos.schema';

/** The logged-in member's own photos: list, upload, arrange, delete. */
export const photosEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/photos.php',
    access: 'member',
    response: { 200: PhotosResponseSchema },
  }),
  /** The body is multipart/form-data (field `photo`); the route reads it, not Ajv. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/photos.php',
    access: 'member',
    multipart: true,
    querystring: PhotoUploadQuerySchema,
    response: { 201: PhotoUploadResponseSchema },
  }),
  /** Order and main photo; another member's photo is a 404. The answer is the new list. */
  arrange: defineEndpoint({
    method: 'PUT',
    path: '/api/photos.php',
    access: 'member',
    body: ArrangePhotosBodySchema,
    response: { 200: PhotosResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos.php',
    access: 'member',
    querystring: PhotoIdQuerySchema,
    response: { 200: OkResponseSchema },
  }),
  /** Operators: the oldest photos waiting for approval (PHOTO_MODERATION=manual). */
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/photo-moderation.php',
    access: 'system',
    response: { 200: PendingPhotosResponseSchema },
  }),
  /** Operators: approve (others see it) or reject (its owner sees it refused) a pending photo. */
  moderate: defineEndpoint({
    method: 'PUT',
    path: '/api/photo-moderation.php',
    access: 'system',
    body: ModeratePhotoBodySchema,
    response: { 200: OkResponseSchema },
  }),
};
