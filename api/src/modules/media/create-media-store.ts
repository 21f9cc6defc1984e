import type { AppConfig } from '../../config';
import { LocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

/**
 * The store the configuration chose (MEDIA_STORE): MEDIA_DIR unless it says s3. The S3
 * client (the AWS SDK) is loaded only when it is chosen: a start on local files never pays
 * for it.
 */
export async function createMediaStore(
  config: Pick<AppConfig, 'mediaStore' | 'mediaDir' | 's3'>,
): Promise<MediaStore> {
  if (config.mediaStore === 's3') {
    if (!config.s3) throw new Error('MEDIA_STORE=s3 needs the S3_* settings');
    const { S3MediaStore } = await import('./s3-media-store');
    return new S3MediaStore(config.s3);
  }
  return new LocalMediaStore(config.mediaDir);
}
