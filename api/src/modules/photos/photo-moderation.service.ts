import type { ModeratePhotoBody, PendingPhotosResponse } from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/app-error';
import { mediaUrl } from '../../lib/media';
import type { MediaSigner } from '../media/media-signer';
import { isPrivateMediaKey, type MediaStore } from '../media/media-store';
import { deletePhotoFiles } from './photo-keys';
import { PhotosRepository } from './photos.repository';

/** How many pending photos one look at the queue shows. */
const PENDING_PAGE = 50;

/**
 * The operators' side of PHOTO_MODERATION=manual: the photos waiting for approval, and the
 * decision on one. Approved, a photo is active (and the main photo if the profile has none);
 * rejected, its owner sees it refused and its files are removed.
 */
export class PhotoModerationService {
  constructor(
    private readonly repo: PhotosRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly signer: MediaSigner,
  ) {}

  async pending(cdnPrefix: string): Promise<PendingPhotosResponse> {
    const url = (key: string) =>
      isPrivateMediaKey(key) ? this.signer.signedPath(key) : mediaUrl(cdnPrefix, key);
    const rows = await this.repo.listPending(PENDING_PAGE);
    return {
      photos: rows.map((row) => ({
        id: String(row.id),
        profile_id: String(row.profile_id),
        url: url(row.filename),
        thumb_url: url(row.thumb_filename),
        created_at: row.created_at,
      })),
    };
  }

  /** A photo that is not (or no longer) pending is a 404: decided once, by one moderator. */
  async decide({ id, decision }: ModeratePhotoBody): Promise<void> {
    const image = await this.repo.find(Number(id));
    if (!image || image.status !== 'pending') throw notFound();
    if (decision === 'approve') {
      await this.unitOfWork.run((tx) => new PhotosRepository(tx.db).activate(image, true));
      return;
    }
    if (!(await this.repo.reject(image.id, 'pending'))) throw notFound();
    await deletePhotoFiles(this.store, image);
  }
}
