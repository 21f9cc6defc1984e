import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MediaStore } from '../media/media-store';
import { originalKeyOf } from './photo-keys';
import { PhotosRepository } from './photos.repository';

/** Larger images are refused before decoding: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const PHOTO_SIZES = {
  /** The photo as shown on a profile: at most 1600 px on its longest side. */
  full: 1600,
  thumb: 200,
  /** The square of the match modal and auto-like. */
  match: 400,
} as const;

export interface ProcessImageDeps {
  photos: PhotosRepository;
  store: MediaStore;
  unitOfWork: UnitOfWork;
}

export type ProcessResult = 'active' | 'rejected' | 'missing';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes the sizes of an uploaded image and marks it active. Written as a job handler: it
 * takes only the image id, and running it again is harmless (an active image is left as it
 * is, the sizes are overwritten with the same content, the original is deleted last). The
 * outputs are re-encoded JPEGs: `.rotate()` applies the EXIF orientation first, and sharp
 * writes no metadata unless asked, so EXIF, GPS and XMP of the upload are gone.
 */
export async function processUploadedImage(
  { imageId }: { imageId: number },
  { photos, store, unitOfWork }: ProcessImageDeps,
): Promise<ProcessResult> {
  const image = await photos.find(imageId);
  if (!image) return 'missing';
  const originalKey = originalKeyOf(image.filename);
  if (image.status !== 'processing') {
    // Done by an earlier run that stopped before removing the original.
    await store.delete(originalKey);
    return image.status === 'active' ? 'active' : 'rejected';
  }
  const stored = await store.get(originalKey);
  if (!stored) {
    await photos.reject(imageId);
    return 'rejected';
  }
  const original = await readAll(stored.body);
  const base = () =>
    sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      // Transparent PNG and WebP get a white background instead of JPEG's black.
      .flatten({ background: '#ffffff' });
  let sizes: [string, Buffer][];
  try {
    sizes = await Promise.all([
      base()
        .resize(PHOTO_SIZES.full, PHOTO_SIZES.full, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()
        .then((data): [string, Buffer] => [image.filename, data]),
      base()
        .resize(PHOTO_SIZES.thumb, PHOTO_SIZES.thumb, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 75 })
        .toBuffer()
        .then((data): [string, Buffer] => [image.thumb_filename, data]),
      base()
        .resize(PHOTO_SIZES.match, PHOTO_SIZES.match, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 78 })
        .toBuffer()
        .then((data): [string, Buffer] => [image.match_filename, data]),
    ]);
  } catch {
    // The header looked like an image but the pixels do not decode: nothing to show.
    await photos.reject(imageId);
    await store.delete(originalKey);
    return 'rejected';
  }
  for (const [key, data] of sizes) await store.put(key, data, 'image/jpeg');
  await unitOfWork.run((tx) => new PhotosRepository(tx.db).activate(image));
  await store.delete(originalKey);
  return 'active';
}
