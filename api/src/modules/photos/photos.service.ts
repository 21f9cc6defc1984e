import {
  photoLimit,
  type ArrangePhotosBody,
  type OwnPhoto,
  type PhotosResponse,
} from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, authenticationRequired, invalidFields, notFound } from '../../lib/app-error';
import { mediaUrl } from '../../lib/media';
import type { MediaSigner } from '../media/media-signer';
import { isPrivateMediaKey, type MediaStore } from '../media/media-store';
import { deletePhotoFiles, newPhotoKeys, originalKeyOf } from './photo-keys';
import { openImage, type ImageType } from './image-input';
import { processUploadedImage } from './process-uploaded-image';
import { PhotosRepository, type ImageRow } from './photos.repository';

/**
 * What the uploaded bytes are, found from their content (never from a name or header), and
 * whether their pixels decode: a small decode (JPEG shrinks while it loads) answers a broken
 * file at once, before the job that makes the sizes.
 */
export async function detectImageType(data: Buffer): Promise<ImageType | null> {
  try {
    const { type, image } = await openImage(data);
    await image().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return type;
  } catch {
    return null;
  }
}

export const ORIGINAL_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
};

/** The logged-in member's own photos: upload (within the limit), list, arrange, delete. */
export class PhotosService {
  constructor(
    readonly repo: PhotosRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly signer: MediaSigner,
    private readonly now: () => Date,
    /** Processed photos are active at once (auto) or wait as `pending` (manual). */
    private readonly moderation: 'auto' | 'manual' = 'auto',
    /** Told of each processed photo's full size (the scam checks). */
    private readonly afterProcessed?: (imageId: number, full: Buffer) => Promise<void>,
  ) {}

  private async owner(userId: number) {
    const owner = await this.repo.owner(userId);
    if (!owner) throw authenticationRequired();
    return { ...owner, max: photoLimit(owner.paid) };
  }

  /**
   * The owner sees every photo in full once its sizes exist (a pending one too), a locked
   * one through a signed link.
   */
  private present(row: ImageRow & { main: boolean }, cdnPrefix: string): OwnPhoto {
    const url = (key: string) =>
      isPrivateMediaKey(key) ? this.signer.signedPath(key) : mediaUrl(cdnPrefix, key);
    const made = row.status === 'active' || row.status === 'pending';
    return {
      id: String(row.id),
      status: row.status,
      url: made ? url(row.filename) : null,
      thumb_url: made ? url(row.thumb_filename) : null,
      locked: row.locked === 1,
      main: row.main,
    };
  }

  async list(userId: number, cdnPrefix: string): Promise<PhotosResponse> {
    const { profileId, max } = await this.owner(userId);
    const rows = await this.repo.listOwn(profileId);
    return { photos: rows.map((row) => this.present(row, cdnPrefix)), max };
  }

  /**
   * Checks the upload, keeps it under a private key, and inserts its row as `processing`
   * with the `image.process` job that makes its sizes, in one unit of work: the answer is the
   * photo still `processing`. The limit counts in the database; nothing is kept when it is
   * reached.
   */
  async upload(
    userId: number,
    data: Buffer,
    locked: boolean,
    cdnPrefix: string,
  ): Promise<OwnPhoto> {
    const { profileId, max } = await this.owner(userId);
    const type = await detectImageType(data);
    if (!type) throw new AppError(400, 'invalid_image');
    const keys = newPhotoKeys(profileId, locked);
    const originalKey = originalKeyOf(keys.filename);
    // Cheap early answer; insertWithinLimit checks again under a lock.
    if ((await this.repo.countWithinLimit(profileId)) >= max) throw limitReached(max);
    await this.store.put(originalKey, data, ORIGINAL_TYPES[type]);
    let imageId: number | null;
    try {
      imageId = await this.unitOfWork.run(async (tx) => {
        const id = await new PhotosRepository(tx.db).insertWithinLimit(
          { profileId, ...keys, locked, createdAt: this.now().toISOString() },
          max,
        );
        // A few tries only: the owner waits, and the last failure rejects the photo.
        if (id !== null) {
          await tx.enqueue('image.process', { imageId: id }, { maxAttempts: PROCESS_ATTEMPTS });
        }
        return id;
      });
    } catch (error) {
      await this.store.delete(originalKey);
      throw error;
    }
    if (imageId === null) {
      await this.store.delete(originalKey);
      throw limitReached(max);
    }
    const row = (await this.repo.listOwn(profileId)).find((r) => r.id === imageId);
    if (!row) throw notFound();
    return this.present(row, cdnPrefix);
  }

  /**
   * Gives the member's photos a new order (`order` names each of them once) and/or a new
   * main photo (an active, unlocked one), in one unit of work. Another member's photo is a
   * 404, as it is for delete.
   */
  async arrange(
    userId: number,
    { order, main }: ArrangePhotosBody,
    cdnPrefix: string,
  ): Promise<PhotosResponse> {
    const { profileId } = await this.owner(userId);
    const rows = await this.repo.listOwn(profileId);
    const own = new Map(rows.map((row) => [row.id, row]));
    const orderIds = order?.map(Number);
    if (orderIds?.some((id) => !own.has(id))) throw notFound();
    if (orderIds && (new Set(orderIds).size !== orderIds.length || orderIds.length !== own.size)) {
      throw invalidFields([{ field: 'order', messageKey: 'field_invalid' }]);
    }
    const mainRow = main === undefined ? undefined : own.get(Number(main));
    if (main !== undefined && !mainRow) throw notFound();
    if (mainRow && (mainRow.status !== 'active' || mainRow.locked === 1)) {
      throw invalidFields([{ field: 'main', messageKey: 'field_invalid' }]);
    }
    await this.unitOfWork.run((tx) =>
      new PhotosRepository(tx.db).arrange(profileId, orderIds, mainRow?.id),
    );
    return this.list(userId, cdnPrefix);
  }

  /**
   * The `image.process` job: makes the sizes of an upload and marks it active (pending under
   * manual moderation); a photo whose pixels turn out not to decode is left `rejected`, for
   * its owner to see and delete. Idempotent.
   */
  async processImage(imageId: number): Promise<void> {
    await processUploadedImage(
      { imageId },
      {
        photos: this.repo,
        store: this.store,
        unitOfWork: this.unitOfWork,
        approve: this.moderation === 'auto',
        ...(this.afterProcessed ? { afterProcessed: this.afterProcessed } : {}),
      },
    );
  }

  /**
   * When the `image.process` job has failed for good (the store or the database kept
   * failing): the photo is rejected rather than left processing for ever; its owner sees it.
   */
  async processingFailed(imageId: number): Promise<void> {
    const image = await this.repo.find(imageId);
    if (!image) return;
    await this.repo.reject(imageId);
    await this.store.delete(originalKeyOf(image.filename));
  }

  /** Deletes one of the member's own photos and its files; another member's is a 404. */
  async remove(userId: number, imageId: number): Promise<void> {
    const { profileId } = await this.owner(userId);
    const image = await this.repo.find(imageId);
    if (!image || image.profile_id !== profileId) throw notFound();
    await this.removeImage(image);
  }

  private async removeImage(image: ImageRow) {
    await this.unitOfWork.run((tx) => new PhotosRepository(tx.db).delete(image));
    // Files after the row: a failure leaves an unreferenced file, never a broken photo.
    await deletePhotoFiles(this.store, image);
  }
}

/** Tries of the `image.process` job before the photo is rejected (about 70 s of retries). */
export const PROCESS_ATTEMPTS = 3;

const limitReached = (max: number) => new AppError(403, 'photo_limit_reached', { max });
