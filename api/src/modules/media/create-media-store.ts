import type { AppConfig } from '../../config';
import { LocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The store the configuration chose (MEDIA_STORE): MEDIA_DIR unless it says s3. */
export function createMediaStore(
  config: Pick<AppConfig, 'mediaStore' | 'mediaDir' | 's3'>,
): MediaStore {
  if (config.mediaStore === 's3') {
    if (!config.s3) throw new Error('MEDIA_STORE=s3 needs the S3_* settings');
    return new S3MediaStore(config.s3);
  }
  return new LocalMediaStore(config.mediaDir);
}
