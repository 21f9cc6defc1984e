import { randomBytes, randomInt } from 'node:crypto';
import {
  VERIFICATION_POSES,
  VERIFICATION_REFUSALS,
  type VerificationDecisionBody,
  type VerificationPose,
  type VerificationQueueResponse,
  type VerificationRefusal,
  type VerificationResponse,
} from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { actorOf, type StaffContext } from '../../lib/staff-actor';
import type { MediaSigner } from '../media/media-signer';
import { PRIVATE_PREFIX, type MediaStore } from '../media/media-store';
import { detectImageType } from '../photos/photos.service';
import { renderJpegSizes } from '../photos/process-uploaded-image';
import type { StaffService } from '../staff/staff.service';
import { VerificationRepository } from './verification.repository';

/** A selfie is kept at this size: enough to compare a face, no more. */
const SELFIE_SIZE = 1200;
/** How many open requests one look at the console's list shows. */
const QUEUE_PAGE = 100;

const notPossible = (status: VerificationResponse['status']) =>
  new AppError(409, 'verification_not_possible', { status });

/**
 * Verified profiles: the server draws the pose, the member sends a selfie in it, a moderator
 * compares it with the profile's photos and decides once. The selfie is private (a signed link
 * for its owner, the console's own route for moderators) and deleted with the decision. A
 * verified member's new main photo pauses the badge until a moderator has seen it.
 */
export class VerificationService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly signer: MediaSigner,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {}

  async status(profileId: number): Promise<VerificationResponse> {
    const { waiting, decided, verifiedAt } = await this.repo.current(profileId);
    const open = waiting.find((row) => row.status === 'open' && row.kind === 'selfie');
    if (open) {
      return {
        status: 'pending',
        pose: open.pose as VerificationPose,
        requested_at: open.submitted_at ?? open.created_at,
        ...(open.selfie_key ? { selfie_url: this.signer.signedPath(open.selfie_key) } : {}),
      };
    }
    if (waiting.some((row) => row.status === 'open' && row.kind === 'main_photo')) {
      return { status: 'paused' };
    }
    if (verifiedAt) return { status: 'verified', decided_at: verifiedAt };
    const drawn = waiting.find((row) => row.status === 'drawn');
    const pose = drawn ? { pose: drawn.pose as VerificationPose } : {};
    if (decided?.status === 'refused') {
      return {
        status: 'refused',
        ...pose,
        reason: (decided.reason ?? 'other') as VerificationRefusal,
        decided_at: decided.decided_at ?? undefined,
      };
    }
    return { status: 'none', ...pose };
  }

  /** Draws the pose of the next selfie; a drawn one is kept, so drawing again changes nothing. */
  async drawPose(profileId: number): Promise<VerificationResponse> {
    const current = await this.status(profileId);
    if (current.status !== 'none' && current.status !== 'refused')
      throw notPossible(current.status);
    if (current.pose) return current;
    const pose = VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)]!;
    await this.repo.insertDrawn(profileId, pose, this.now().toISOString());
    return this.status(profileId);
  }

  /**
   * Takes the selfie of the drawn request: re-encoded (no EXIF, no location) under a private
   * key, then the request opens for the moderators. One waits at a time.
   */
  async submit(profileId: number, data: Buffer): Promise<VerificationResponse> {
    const { waiting } = await this.repo.current(profileId);
    const current = await this.status(profileId);
    const drawn = waiting.find((row) => row.status === 'drawn');
    if (!drawn || (current.status !== 'none' && current.status !== 'refused')) {
      throw notPossible(current.status);
    }
    if (!(await detectImageType(data))) throw new AppError(400, 'invalid_image');
    const key = `${PRIVATE_PREFIX}v/${profileId}/${randomBytes(10).toString('hex')}.jpg`;
    const [[, jpeg]] = (await renderJpegSizes(data, [
      { key, size: SELFIE_SIZE, fit: 'inside', quality: 82 },
    ])) as [[string, Buffer]];
    await this.store.put(key, jpeg, 'image/jpeg');
    const sent = await this.unitOfWork
      .run((tx) =>
        new VerificationRepository(tx.db).submit(drawn.id, key, this.now().toISOString()),
      )
      .catch(async (error: unknown) => {
        await this.store.delete(key);
        throw error;
      });
    if (!sent) {
      await this.store.delete(key);
      throw notPossible('pending');
    }
    return this.status(profileId);
  }

  /**
   * The open requests beside the profiles' active photos. Selfies nobody else sees: the look
   * is audited with the requests shown.
   */
  async queue(
    context: StaffContext,
    urls: { selfie: (id: number) => string; photo: (id: number) => string },
  ): Promise<VerificationQueueResponse> {
    const rows = await this.repo.open(QUEUE_PAGE);
    const photos = await this.repo.activePhotosOf([...new Set(rows.map((row) => row.profile_id))]);
    await this.staff.audited(actorOf(context), {
      action: 'verification.viewed',
      subjectType: 'verification_queue',
      subjectId: '',
      detail: { role: 'moderator', requests: rows.map((row) => row.id) },
    });
    return {
      requests: rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        profileId: String(row.profile_id),
        name: row.name,
        createdAt: row.submitted_at ?? '',
        pose: (row.pose as VerificationPose | null) ?? null,
        selfieUrl: row.selfie_key ? urls.selfie(row.id) : null,
        mainPhoto:
          row.image_id === null
            ? null
            : { id: String(row.image_id), url: urls.photo(row.image_id) },
        photos: photos
          .filter((photo) => photo.profile_id === row.profile_id)
          .map((photo) => ({ id: String(photo.id), url: urls.photo(photo.id) })),
      })),
    };
  }

  /** A waiting selfie's file, for the console; null once decided. */
  async selfie(id: number) {
    const row = await this.repo.request(id);
    return row?.status === 'open' && row.selfie_key ? this.store.get(row.selfie_key) : null;
  }

  /**
   * Decides an open request once, audited in the same unit of work: approving shows the badge
   * (again), refusing a main photo ends the verification. The selfie's file goes after the
   * commit; the member reads the outcome on their verification page.
   */
  async decide(id: number, body: VerificationDecisionBody, context: StaffContext): Promise<void> {
    const reason = body.approve ? null : (body.reason ?? null);
    if (!body.approve && !reason)
      throw invalidFields([{ field: 'reason', messageKey: 'field_required' }]);
    if (reason && !(VERIFICATION_REFUSALS as readonly string[]).includes(reason)) {
      throw invalidFields([{ field: 'reason', messageKey: 'field_invalid' }]);
    }
    const now = this.now().toISOString();
    const selfieKey = await this.unitOfWork.run(async (tx) => {
      const repo = new VerificationRepository(tx.db);
      const row = await repo.request(id);
      if (!row) throw notFound();
      const status = body.approve ? 'approved' : 'refused';
      if (!(await repo.decide(id, { status, reason, staffId: context.staff.id, now }))) {
        throw new AppError(409, 'item_closed');
      }
      await repo.setVerified(row.profile_id, body.approve ? now : null);
      await this.staff.auditIn(tx.db, actorOf(context), {
        action: 'verification.decided',
        subjectType: 'profile',
        subjectId: String(row.profile_id),
        detail: { role: 'moderator', request: id, kind: row.kind, status, reason },
      });
      return row.selfie_key;
    });
    if (selfieKey) await this.store.delete(selfieKey);
  }
}
