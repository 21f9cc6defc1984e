import { randomBytes } from 'node:crypto';
import { PRIVATE_PREFIX, type MediaStore } from '../media/media-store';

export interface PhotoKeys {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
}

/**
 * The store keys of a new upload: a random name per upload, so a key never changes content
 * (public files are cached for a week) and cannot be guessed from another photo's key. A
 * locked photo's full size and match picture are private; its thumbnail stays public.
 */
export function newPhotoKeys(profileId: number, locked: boolean): PhotoKeys {
  const name = `u/${profileId}/${randomBytes(10).toString('hex')}`;
  const hidden = locked ? PRIVATE_PREFIX : '';
  return {
    filename: `${hidden}${name}.jpg`,
    thumbFilename: `${name}_t.jpg`,
    matchFilename: `${hidden}${name}_m.jpg`,
  };
}

/** Where the raw upload waits for processing: private, next to nothing that is served. */
export const originalKeyOf = (filename: string): string =>
  `${PRIVATE_PREFIX}originals/${filename.replace(PRIVATE_PREFIX, '').replace(/\.jpg$/, '.bin')}`;

const isUploadKey = (key: string) => /^(private\/)?u\//.test(key);

/**
 * Deletes a photo's sizes and original from the store. Seed photos share their files between
 * profiles, so only upload keys are removed.
 */
export async function deletePhotoFiles(
  store: MediaStore,
  image: { filename: string; thumb_filename: string; match_filename: string },
): Promise<void> {
  const keys = [image.filename, image.thumb_filename, image.match_filename];
  if (!keys.every(isUploadKey)) return;
  await Promise.all([...keys, originalKeyOf(image.filename)].map((key) => store.delete(key)));
}
