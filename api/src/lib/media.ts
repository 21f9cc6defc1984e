import type { ImageRef } from '@dating/shared-contracts/api';

/** Public URL of a stored media file: `/media/<file>` behind the domain's cdn_prefix. */
export const mediaUrl = (cdnPrefix: string, filename: string): string =>
  `${cdnPrefix.replace(/\/$/, '')}/media/${filename}`;

export interface ImageFiles {
  filename: string | null;
  thumb_filename: string | null;
  match_filename?: string | null;
}

export function imageRef(cdnPrefix: string, files: ImageFiles): ImageRef | null {
  if (!files.filename || !files.thumb_filename) return null;
  return {
    url: mediaUrl(cdnPrefix, files.filename),
    thumb_url: mediaUrl(cdnPrefix, files.thumb_filename),
    ...(files.match_filename ? { match: mediaUrl(cdnPrefix, files.match_filename) } : {}),
  };
}
