import type { Readable } from 'node:stream';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MediaStore } from '../media/media-store';
import { openImage } from './image-input';
import { originalKeyOf } from './photo-keys';
import { PhotosRepository } from './photos.repository';

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
  /** Approved at once (PHOTO_MODERATION=auto), or left `pending` for a moderator. */
  approve?: boolean;
  /** Told of the made full size (the scam checks hash it), after the photo is stored. */
  afterProcessed?: (imageId: number, full: Buffer) => Promise<void>;
}

export type ProcessResult = 'active' | 'pending' | 'rejected' | 'missing';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface JpegSize {
  key: string;
  /** The longest side (inside) or the square's side (cover), in pixels. */
  size: number;
  /** inside: the whole picture, never enlarged; cover: a square around what draws the eye. */
  fit: 'inside' | 'cover';
  quality: number;
  /** A Gaussian blur of this sigma over the resized picture: a preview that shows no detail. */
  blur?: number;
}

/**
 * The sizes of an upload (any format openImage reads) as re-encoded JPEGs: `.rotate()`
 * applies the EXIF orientation first, and sharp writes no metadata unless asked, so EXIF,
 * GPS and XMP of the upload are gone. Rejects when the pixels do not decode.
 */
export async function renderJpegSizes(
  original: Buffer,
  sizes: readonly JpegSize[],
): Promise<[string, Buffer][]> {
  const { image: pixels } = await openImage(original);
  const base = () =>
    pixels()
      .rotate()
      // Transparent PNG and WebP get a white background instead of JPEG's black.
      .flatten({ background: '#ffffff' });
  return Promise.all(
    sizes.map(async ({ key, size, fit, quality, blur }): Promise<[string, Buffer]> => {
      const resized =
        fit === 'inside'
          ? base().resize(size, size, { fit: 'inside', withoutEnlargement: true })
          : base().resize(size, size, { fit: 'cover', position: 'attention' });
      const shown = blur ? resized.blur(blur) : resized;
      return [key, await shown.jpeg({ quality, mozjpeg: fit === 'inside' }).toBuffer()];
    }),
  );
}

/**
 * Makes the sizes of an uploaded image and marks it active (or pending, when a moderator
 * approves photos). Written as a job handler: it takes only the image id, and running it
 * again is harmless (a made image is left as it is, the sizes are overwritten with the same
 * content, the original is deleted last), and its outputs carry no metadata
 * (renderJpegSizes).
 */
export async function processUploadedImage(
  { imageId }: { imageId: number },
  { photos, store, unitOfWork, approve = true, afterProcessed }: ProcessImageDeps,
): Promise<ProcessResult> {
  const image = await photos.find(imageId);
  if (!image) return 'missing';
  const originalKey = originalKeyOf(image.filename);
  if (image.status !== 'processing') {
    // Done by an earlier run that stopped before removing the original.
    await store.delete(originalKey);
    return image.status;
  }
  const stored = await store.get(originalKey);
  if (!stored) {
    await photos.reject(imageId);
    return 'rejected';
  }
  const original = await readAll(stored.body);
  let sizes: [string, Buffer][];
  try {
    sizes = await renderJpegSizes(original, [
      { key: image.filename, size: PHOTO_SIZES.full, fit: 'inside', quality: 82 },
      { key: image.thumb_filename, size: PHOTO_SIZES.thumb, fit: 'cover', quality: 75 },
      { key: image.match_filename, size: PHOTO_SIZES.match, fit: 'cover', quality: 78 },
    ]);
  } catch {
    // The header looked like an image but the pixels do not decode: nothing to show.
    await photos.reject(imageId);
    await store.delete(originalKey);
    return 'rejected';
  }
  for (const [key, data] of sizes) await store.put(key, data, 'image/jpeg');
  await unitOfWork.run((tx) => new PhotosRepository(tx.db).activate(image, approve));
  await store.delete(originalKey);
  await afterProcessed?.(imageId, sizes[0]![1]);
  return approve ? 'active' : 'pending';
}
