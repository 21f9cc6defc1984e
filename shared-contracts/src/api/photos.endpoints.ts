import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type {
  ArrangePhotosBodySchema,
  PhotoIdQuerySchema,
  PhotosResponseSchema,
  PhotoUploadQuerySchema,
  PhotoUploadResponseSchema,
} from './photos.schema';

/** The logged-in member's own photos: list, upload, arrange, delete. */
export const photosEndpoints = {
  list: defineEndpoint<{ response: { 200: typeof PhotosResponseSchema } }>()({
    method: 'GET',
    path: '/api/photos.php',
    access: 'member',
  }),
  /** The body is multipart/form-data (field `photo`); the route reads it, not Ajv. */
  upload: defineEndpoint<{
    querystring: typeof PhotoUploadQuerySchema;
    response: { 201: typeof PhotoUploadResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/photos.php',
    access: 'member',
    multipart: true,
  }),
  /** Order and main photo; another member's photo is a 404. The answer is the new list. */
  arrange: defineEndpoint<{
    body: typeof ArrangePhotosBodySchema;
    response: { 200: typeof PhotosResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/photos.php',
    access: 'member',
  }),
  remove: defineEndpoint<{
    querystring: typeof PhotoIdQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/photos.php',
    access: 'member',
  }),
};
