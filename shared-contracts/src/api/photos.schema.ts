import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/**
 * Where a photo is on its way to others: `processing` while its sizes are being made (the
 * URLs are null), `pending` when made but waiting for a moderator (only its owner sees it),
 * `active` when everyone may see it, `rejected` when it could not be made or a moderator
 * refused it (its owner sees it until they delete it; it takes no place in the limit).
 */
export const PhotoStatusSchema = Type.Union([
  Type.Literal('processing'),
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('rejected'),
]);
export type PhotoStatus = Static<typeof PhotoStatusSchema>;

/**
 * One of the member's own photos; `url` of a locked photo is a signed link that works for at
 * least an hour. The URLs are null until the sizes exist.
 */
export const OwnPhotoSchema = Type.Object({
  id: IdSchema,
  status: PhotoStatusSchema,
  url: Type.Union([Type.String(), Type.Null()]),
  thumb_url: Type.Union([Type.String(), Type.Null()]),
  locked: Type.Boolean(),
  main: Type.Boolean(),
});
export type OwnPhoto = Static<typeof OwnPhotoSchema>;

export const PhotosResponseSchema = Type.Object({
  photos: Type.Array(OwnPhotoSchema),
  /** The member's limit: PHOTO_LIMITS (free-member-rules.ts). */
  max: Type.Integer(),
});
export type PhotosResponse = Static<typeof PhotosResponseSchema>;

/**
 * POST /api/photos.php: multipart/form-data with the image in the field `photo` (JPEG, PNG,
 * WebP, HEIC or AVIF, found from the content, at most PHOTO_MAX_MB). `locked=true` in the query
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

/**
 * PUT /api/photos.php: `order` names every one of the member's photos once, first shown
 * first; `main` chooses the photo shown everywhere (an active, unlocked one). Either or both.
 */
export const ArrangePhotosBodySchema = Type.Object(
  {
    order: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: 100 })),
    main: Type.Optional(IdSchema),
  },
  { minProperties: 1 },
);
export type ArrangePhotosBody = Static<typeof ArrangePhotosBodySchema>;
