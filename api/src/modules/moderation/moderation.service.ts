import {
  CLAIM_LEASE_SECONDS,
  UNDO_SECONDS,
  type DecisionBody,
  type QueueItem,
  type QueueItemDetail,
  type QueueKind,
  type QueueResponse,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { DAY, SECOND, addMs, ageOn } from '../../lib/time';
import { SessionRepository } from '../accounts/session.repository';
import type { MediaStore } from '../media/media-store';
import type { StaffPrincipal } from '../staff/staff-session.repository';
import type { Actor, StaffService } from '../staff/staff.service';
import { ModerationRepository } from './moderation.repository';
import { ModerationSubjectRepository } from './moderation-subject.repository';

/** How many open items one look at the inbox shows. */
const INBOX_PAGE = 200;
/** Messages shown before and after a reported one. */
const CONTEXT_AROUND = 5;

type ItemRow = NonNullable<Awaited<ReturnType<ModerationRepository['item']>>>;

/** What a decision changed, kept with it so that an undo or a reversal puts it back. */
type Changed = {
  profileStatus?: { before: 'active' | 'disabled' | 'restricted' };
  photo?: { id: number; before: 'active' | 'pending' | 'rejected'; wasMain: boolean };
  about?: { before: string | null };
  report?: number;
  complaint?: number;
  restriction?: 'hidden' | 'messaging' | 'suspended' | 'banned';
};

/** Where the staff member is: who, and from which address and request. */
export interface StaffContext {
  readonly staff: StaffPrincipal;
  readonly ip: string;
  readonly requestId: string;
}

const actorOf = ({ staff, ip, requestId }: StaffContext): Actor => ({
  staffId: staff.id,
  name: staff.email,
  ip,
  requestId,
});

const itemView = (row: ItemRow, now: Date): QueueItem => {
  const held =
    row.holder_staff_id !== null &&
    row.lease_until !== null &&
    Date.parse(row.lease_until) > now.getTime();
  return {
    id: String(row.id),
    kind: row.kind,
    createdAt: row.created_at,
    source: row.source,
    subject:
      row.subject_profile_id === null
        ? null
        : { profileId: String(row.subject_profile_id), name: row.subject_name ?? '' },
    reason: row.reason,
    holder: held ? { id: String(row.holder_staff_id), name: row.holder_name ?? '' } : null,
    leaseExpiresAt: held ? row.lease_until : null,
  };
};

/**
 * The moderators' inbox (issue 30): items made from the members' reports, the notices, and
 * pending photos; held by one moderator at a time under a lease; decided once, with a ground
 * and the facts, and undone by their maker within seconds. Every decision and every look at
 * an item is audited in the same unit of work.
 */
export class ModerationService {
  private readonly repo: ModerationRepository;
  private readonly subjects: ModerationSubjectRepository;

  constructor(
    db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {
    this.repo = new ModerationRepository(db);
    this.subjects = new ModerationSubjectRepository(db);
  }

  async inbox(kind: QueueKind | undefined): Promise<QueueResponse> {
    const now = this.now();
    await this.repo.ingest(now.toISOString());
    const [rows, counts] = await Promise.all([
      this.repo.open(kind, INBOX_PAGE),
      this.repo.openCounts(),
    ]);
    const oldest = counts.reduce<string | null>(
      (min, row) => (row.oldest !== null && (min === null || row.oldest < min) ? row.oldest : min),
      null,
    );
    return {
      items: rows.map((row) => itemView(row, now)),
      counts: Object.fromEntries(counts.map((row) => [row.kind, row.count])),
      oldestAgeSeconds:
        oldest === null
          ? null
          : Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 1000)),
    };
  }

  /** Open items by kind and the oldest one's age, for /metrics. */
  async depth() {
    await this.repo.ingest(this.now().toISOString());
    return this.repo.openCounts();
  }

  async claim(itemId: number, context: StaffContext): Promise<QueueItem> {
    const now = this.now();
    const leaseUntil = addMs(now, CLAIM_LEASE_SECONDS * SECOND);
    if (!(await this.repo.claim(itemId, context.staff.id, now.toISOString(), leaseUntil))) {
      const item = await this.repo.item(itemId);
      if (!item) throw notFound();
      if (item.status !== 'open') throw new AppError(409, 'item_closed');
      throw new AppError(409, 'item_claimed', { holder: item.holder_name ?? '' });
    }
    return itemView((await this.repo.item(itemId))!, now);
  }

  /** A member's photo file (its larger size), whatever its state, for the console. */
  async photoFile(imageId: number, store: MediaStore) {
    const photo = await this.subjects.photo(imageId);
    return photo ? store.get(photo.filename) : null;
  }

  async release(itemId: number, context: StaffContext): Promise<void> {
    await this.repo.release(itemId, context.staff.id);
  }

  /** The item with what a moderator needs to decide it; the look is audited. */
  async detail(
    itemId: number,
    context: StaffContext,
    photoUrl: (id: number) => string,
  ): Promise<QueueItemDetail> {
    const now = this.now();
    const row = await this.repo.item(itemId);
    if (!row) throw notFound();
    const report = row.report_id === null ? null : await this.subjects.report(row.report_id);
    const complaint =
      row.complaint_id === null ? null : await this.subjects.complaint(row.complaint_id);
    const profileId = row.subject_profile_id;
    const profile = profileId === null ? null : await this.subjects.profile(profileId);
    const restrictions =
      profileId === null ? [] : await this.repo.restrictionsOn(profileId, now.toISOString());
    const photos = profile ? await this.subjects.photos(profile.id) : [];
    const context_ =
      report?.conversation_id != null
        ? await this.subjects.messagesAround(
            report.conversation_id,
            report.message_id,
            CONTEXT_AROUND,
          )
        : [];
    const decisions = profileId === null ? [] : await this.repo.decisionsOn(profileId);
    await this.staff.audited(actorOf(context), {
      action: context_.length > 0 ? 'moderation.viewed_messages' : 'moderation.viewed_item',
      subjectType: 'profile',
      subjectId: String(profileId ?? ''),
      detail: { item: itemId, messages: context_.map((message) => message.id) },
    });
    const kinds = new Set(restrictions.map((restriction) => restriction.kind));
    return {
      item: itemView(row, now),
      statement: report?.text ?? complaint?.explanation ?? null,
      notice: complaint ? { reference: complaint.reference, target: complaint.target } : null,
      profile: profile
        ? {
            id: String(profile.id),
            name: profile.name,
            age: profile.birth_date ? ageOn(profile.birth_date, now) : null,
            city: profile.city ?? '',
            about: profile.about ?? '',
            state:
              profile.user_status === 'deleted'
                ? 'deleted'
                : kinds.has('banned')
                  ? 'banned'
                  : kinds.has('suspended')
                    ? 'suspended'
                    : kinds.has('hidden')
                      ? 'hidden'
                      : kinds.has('messaging')
                        ? 'restricted'
                        : 'active',
            photos: photos.map((photo) => ({
              id: String(photo.id),
              url: photoUrl(photo.id),
              status: photo.status,
            })),
          }
        : null,
      photoId: row.image_id === null ? null : String(row.image_id),
      context: context_.map((message) => ({
        id: String(message.id),
        from: message.sender_profile_id === profileId ? 'subject' : 'reporter',
        text: message.kind === 'text' ? (message.body ?? '') : `[${message.kind}]`,
        sentAt: message.created_at,
        reported: message.id === report?.message_id,
      })),
      decisions: decisions.map((decision) => ({
        id: String(decision.id),
        action: decision.action as QueueItemDetail['decisions'][number]['action'],
        ground: decision.ground as QueueItemDetail['decisions'][number]['ground'],
        decidedAt: decision.decided_at,
        decidedBy: decision.staff_name,
        reversed: decision.reversed_at !== null,
      })),
    };
  }

  /**
   * Decides an item the caller holds: closes it and its report or notice, applies the action
   * to its member, and records the decision and the audit row, all in one unit of work.
   */
  async decide(itemId: number, body: DecisionBody, context: StaffContext) {
    if (body.action !== 'dismiss' && !body.ground) {
      throw new AppError(400, 'validation_failed', undefined, [
        { field: 'ground', messageKey: 'field_required' },
      ]);
    }
    if (body.action === 'suspend' && !body.days) {
      throw new AppError(400, 'validation_failed', undefined, [
        { field: 'days', messageKey: 'field_required' },
      ]);
    }
    const now = this.now();
    const at = now.toISOString();
    const undoUntil = addMs(now, UNDO_SECONDS * SECOND);
    return this.unitOfWork.run(async (tx) => {
      const repo = new ModerationRepository(tx.db);
      const item = await repo.item(itemId);
      if (!item) throw notFound();
      if (item.status !== 'open') throw new AppError(409, 'item_closed');
      if (!(await repo.close(itemId, context.staff.id, at)))
        throw new AppError(409, 'claim_required');
      const photoId = body.photoId !== undefined ? Number(body.photoId) : item.image_id;
      const endsAt = body.action === 'suspend' ? addMs(now, body.days! * DAY) : null;
      const decisionId = await repo.insertDecision({
        itemId,
        subjectProfileId: item.subject_profile_id,
        action: body.action,
        ground: body.ground ?? null,
        text: body.text,
        days: body.action === 'suspend' ? body.days! : null,
        photoId: body.action === 'remove_photo' || item.kind === 'photo' ? photoId : null,
        endsAt,
        staffId: context.staff.id,
        now: at,
        undoUntil,
        changed: {},
      });
      const changed = await this.apply(tx, item, body, { decisionId, at, endsAt, photoId });
      await repo.setChanged(decisionId, changed);
      await this.staff.auditIn(tx.db, actorOf(context), {
        action: 'moderation.decided',
        subjectType: 'profile',
        subjectId: String(item.subject_profile_id ?? ''),
        detail: {
          role: 'moderator',
          item: itemId,
          decision: decisionId,
          action: body.action,
          ground: body.ground ?? null,
          text: body.text,
          ...(body.days ? { days: body.days } : {}),
        },
      });
      return { decisionId: String(decisionId), undoUntil };
    });
  }

  /** Takes a decision back within UNDO_SECONDS of making it: the item opens again, held by its maker. */
  async undo(decisionId: number, context: StaffContext): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    await this.unitOfWork.run(async (tx) => {
      const repo = new ModerationRepository(tx.db);
      const decision = await repo.undoable(decisionId, context.staff.id, at);
      if (!decision) {
        if (!(await repo.decision(decisionId))) throw notFound();
        throw new AppError(409, 'undo_expired');
      }
      if (!(await repo.markUndone(decisionId, at))) throw new AppError(409, 'undo_expired');
      await this.restore(
        tx,
        decision.subject_profile_id,
        JSON.parse(decision.changed) as Changed,
        decisionId,
        at,
      );
      await repo.reopen(
        decision.item_id,
        context.staff.id,
        addMs(now, CLAIM_LEASE_SECONDS * SECOND),
      );
      await this.staff.auditIn(tx.db, actorOf(context), {
        action: 'moderation.undone',
        subjectType: 'profile',
        subjectId: String(decision.subject_profile_id ?? ''),
        detail: { role: 'moderator', decision: decisionId },
      });
    });
  }

  private async apply(
    tx: Tx,
    item: ItemRow,
    body: DecisionBody,
    facts: { decisionId: number; at: string; endsAt: string | null; photoId: number | null },
  ): Promise<Changed> {
    const subjects = new ModerationSubjectRepository(tx.db);
    const repo = new ModerationRepository(tx.db);
    const changed: Changed = {};
    if (item.report_id !== null) {
      await subjects.setReportStatus(item.report_id, 'closed', facts.at);
      changed.report = item.report_id;
    }
    if (item.complaint_id !== null) {
      await subjects.setComplaintStatus(item.complaint_id, 'decided', facts.at);
      changed.complaint = item.complaint_id;
    }
    const profileId = item.subject_profile_id;
    const profile = (profileId === null ? null : await subjects.profile(profileId)) ?? null;
    // A pending photo dismissed is a photo approved.
    if (item.kind === 'photo' && body.action === 'dismiss' && facts.photoId !== null) {
      const photo = await subjects.photo(facts.photoId);
      if (photo && photo.status === 'pending') {
        await subjects.setPhotoStatus(photo.id, 'active');
        const wasMain = profile !== null && profile.main_image_id === null;
        if (wasMain) await subjects.setMainImage(photo.profile_id, photo.id);
        changed.photo = { id: photo.id, before: 'pending', wasMain };
      }
    }
    if (body.action === 'dismiss' || !profile) return changed;
    switch (body.action) {
      case 'remove_photo': {
        const photo = facts.photoId === null ? null : await subjects.photo(facts.photoId);
        if (!photo || photo.profile_id !== profile.id) {
          throw new AppError(400, 'validation_failed', undefined, [
            { field: 'photoId', messageKey: 'field_invalid' },
          ]);
        }
        // Its files stay for the appeal period; only the photo's state changes.
        const wasMain = profile.main_image_id === photo.id;
        await subjects.setPhotoStatus(photo.id, 'rejected');
        if (wasMain) await subjects.setMainImage(profile.id, null);
        changed.photo = { id: photo.id, before: photo.status as 'active' | 'pending', wasMain };
        return changed;
      }
      case 'remove_text':
        await subjects.setAbout(profile.id, null);
        changed.about = { before: profile.about };
        return changed;
      case 'restrict_messaging':
        await repo.addRestriction({
          profileId: profile.id,
          kind: 'messaging',
          now: facts.at,
          endsAt: null,
          decisionId: facts.decisionId,
        });
        changed.restriction = 'messaging';
        return changed;
      case 'hide_profile':
      case 'suspend':
      case 'ban': {
        const kind =
          body.action === 'hide_profile'
            ? 'hidden'
            : body.action === 'suspend'
              ? 'suspended'
              : 'banned';
        await repo.addRestriction({
          profileId: profile.id,
          kind,
          now: facts.at,
          endsAt: facts.endsAt,
          decisionId: facts.decisionId,
        });
        changed.restriction = kind;
        changed.profileStatus = { before: profile.status };
        await subjects.setProfileStatus(profile.id, 'restricted');
        // A suspended or banned member's sessions end, and their sockets close everywhere.
        if (kind !== 'hidden' && profile.user_id !== null) {
          const ended = await new SessionRepository(tx.db).deleteAllForUser(profile.user_id);
          await tx.enqueue('live.control', {
            userId: profile.user_id,
            control: { kind: 'sessions-ended', sessionIds: ended },
          });
        }
        return changed;
      }
    }
  }

  /** Puts back what a decision changed (an undo; later, a reversed appeal). */
  private async restore(
    tx: Tx,
    profileId: number | null,
    changed: Changed,
    decisionId: number,
    at: string,
  ) {
    const subjects = new ModerationSubjectRepository(tx.db);
    const repo = new ModerationRepository(tx.db);
    if (changed.report !== undefined) await subjects.setReportStatus(changed.report, 'open', at);
    if (changed.complaint !== undefined)
      await subjects.setComplaintStatus(changed.complaint, 'received', at);
    if (changed.photo) {
      await subjects.setPhotoStatus(changed.photo.id, changed.photo.before);
      if (changed.photo.wasMain && profileId !== null) {
        await subjects.setMainImage(
          profileId,
          changed.photo.before === 'active' ? changed.photo.id : null,
        );
      }
    }
    if (changed.about && profileId !== null)
      await subjects.setAbout(profileId, changed.about.before);
    if (changed.restriction) await repo.liftRestrictionsOf(decisionId, at);
    if (changed.profileStatus && profileId !== null) {
      // Still out of sight while another decision keeps it so.
      const others = (await repo.restrictionsOn(profileId, at)).filter(
        (r) => r.kind !== 'messaging',
      );
      if (others.length === 0)
        await subjects.setProfileStatus(profileId, changed.profileStatus.before);
    }
  }
}
