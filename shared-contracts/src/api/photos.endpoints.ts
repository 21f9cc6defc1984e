import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import {
  PhotoIdQuerySchema,
  PhotosResponseSchema,
  PhotoUploadQuerySchema,
  PhotoUploadResponseSchema,
} from './photos.schema';

/** The logged-in member's own photos: list, upload, delete. */
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
    querystring: PhotoUploadQuerySchema,
    response: { 201: PhotoUploadResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos.php',
    access: 'member',
    querystring: PhotoIdQuerySchema,
    response: { 200: OkResponseSchema },
  }),
};
