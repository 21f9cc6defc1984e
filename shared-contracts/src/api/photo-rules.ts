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

/** The largest upload the API accepts, in megabytes (larger: 413 image_too_large). */
export const PHOTO_MAX_MB = 10;
