import sharp from 'sharp';
import { PHOTO_LIMITS, type OwnPhoto, type PhotosResponse } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, authenticationRequired, notFound } from '../../lib/app-error';
import { mediaUrl } from '../../lib/media';
import type { MediaSigner } from '../media/media-signer';
import { isPrivateMediaKey, type MediaStore } from '../media/media-store';
import { newPhotoKeys, originalKeyOf } from './photo-keys';
import { MAX_INPUT_PIXELS, processUploadedImage } from './process-uploaded-image';
import { PhotosRepository, type ImageRow } from './photos.repository';

/**
 * What the uploaded bytes are, found from their content (never from a name or header), and
 * whether their pixels decode: a small decode (JPEG shrinks while it loads) answers a broken
 * file at once, before the job that makes the sizes.
 */
async function detectImageType(data: Buffer): Promise<'jpeg' | 'png' | 'webp' | 'avif' | null> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    ({ format, compression } = await image.metadata());
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return null;
  }
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
  // sharp's prebuilt libvips reads AV1 HEIF (AVIF) only; HEVC HEIC would not decode.
  if (format === 'heif' && compression === 'av1') return 'avif';
  return null;
}

const ORIGINAL_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

/** The logged-in member's own photos: upload (within the limit), list, delete. */
export class PhotosService {
  readonly repo: PhotosRepository;

  constructor(
    db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly signer: MediaSigner,
    private readonly now: () => Date,
  ) {
    this.repo = new PhotosRepository(db);
  }

  private async owner(userId: number) {
    const owner = await this.repo.owner(userId);
    if (!owner) throw authenticationRequired();
    return { ...owner, max: owner.paid ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free };
  }

  /** The owner sees every photo in full: a locked one through a signed link. */
  private present(row: ImageRow & { main: boolean }, cdnPrefix: string): OwnPhoto {
    const url = (key: string) =>
      isPrivateMediaKey(key) ? this.signer.signedPath(key) : mediaUrl(cdnPrefix, key);
    const active = row.status === 'active';
    return {
      id: String(row.id),
      status: active ? 'active' : 'processing',
      url: active ? url(row.filename) : null,
      thumb_url: active ? url(row.thumb_filename) : null,
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
    if ((await this.repo.listOwn(profileId)).length >= max) throw limitReached(max);
    await this.store.put(originalKey, data, ORIGINAL_TYPES[type]);
    let imageId: number | null;
    try {
      imageId = await this.unitOfWork.run(async (tx) => {
        const id = await new PhotosRepository(tx.db).insertWithinLimit(
          { profileId, ...keys, locked, createdAt: this.now().toISOString() },
          max,
        );
        if (id !== null) await tx.enqueue('image.process', { imageId: id });
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
   * The `image.process` job: makes the sizes of an upload and marks it active; a photo
   * whose pixels turn out not to decode is removed with its files. Idempotent.
   */
  async processImage(imageId: number): Promise<void> {
    const result = await processUploadedImage(
      { imageId },
      { photos: this.repo, store: this.store, unitOfWork: this.unitOfWork },
    );
    if (result !== 'rejected') return;
    const image = await this.repo.find(imageId);
    if (image) await this.removeImage(image);
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
    // Seed photos share their files between profiles, so only upload keys are removed.
    const keys = [image.filename, image.thumb_filename, image.match_filename];
    if (keys.every(isUploadKey)) {
      await Promise.all(
        [...keys, originalKeyOf(image.filename)].map((key) => this.store.delete(key)),
      );
    }
  }
}

const isUploadKey = (key: string) => /^(private\/)?u\//.test(key);

const limitReached = (max: number) => new AppError(403, 'photo_limit_reached', { max });
