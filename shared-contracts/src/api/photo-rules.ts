/** The types a member may upload (the API checks the content, not the name or type). */
export const PHOTO_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;
/** The form field of the upload's file. */
export const PHOTO_UPLOAD_FIELD = 'photo';

/** How many photos a member may have, free or premium: the API counts them, never the client. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/** The largest upload the API accepts, in megabytes (larger: 413 image_too_large). */
export const PHOTO_MAX_MB = 10;
