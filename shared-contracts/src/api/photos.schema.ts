import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/** How many photos a member may have (spec section 6): the API counts them, never the client. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/** The largest upload the API accepts, in megabytes (larger: 413 image_too_large). */
export const PHOTO_MAX_MB = 10;

/**
 * One of the member's own photos. `processing` while its sizes are being made (then the URLs
 * are null); `url` of a locked photo is a signed link that works for at least an hour.
 */
export const OwnPhotoSchema = Type.Object({
  id: IdSchema,
  status: Type.Union([Type.Literal('processing'), Type.Literal('active')]),
  url: Type.Union([Type.String(), Type.Null()]),
  thumb_url: Type.Union([Type.String(), Type.Null()]),
  locked: Type.Boolean(),
  main: Type.Boolean(),
});
export type OwnPhoto = Static<typeof OwnPhotoSchema>;

export const PhotosResponseSchema = Type.Object({
  photos: Type.Array(OwnPhotoSchema),
  /** The member's limit: 3 for free members, 25 for premium. */
  max: Type.Integer(),
});
export type PhotosResponse = Static<typeof PhotosResponseSchema>;

/**
 * POST /api/photos.php: multipart/form-data with the image in the field `photo` (JPEG, PNG,
 * WebP or AVIF, found from the content, at most PHOTO_MAX_MB). `locked=true` in the query
 * makes a photo that only premium members see in full.
 */
export const PhotoUploadQuerySchema = Type.Object({
  locked: Type.Optional(Type.Boolean()),
});
export type PhotoUploadQuery = Static<typeof PhotoUploadQuerySchema>;

export const PhotoUploadResponseSchema = Type.Object({ photo: OwnPhotoSchema });
export type PhotoUploadResponse = Static<typeof PhotoUploadResponseSchema>;

export const PhotoIdQuerySchema = Type.Object({ id: IdSchema });
export type PhotoIdQuery = Static<typeof PhotoIdQuerySchema>;
