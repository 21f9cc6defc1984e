import {
  CLAIM_LEASE_SECONDS,
  UNDO_SECONDS,
  type AppealDecisionBody,
  type DecisionBody,
  type PhotoQueueResponse,
  type QueueItem,
  type QueueItemDetail,
  type QueueKind,
  type QueueResponse,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { DAY, SECOND, addMs } from '../../lib/time';
import type { MediaStore } from '../media/media-store';
import type { StaffService } from '../staff/staff.service';
import { AppealDecisions, appealedDecision, refuseOwnDecision } from './appeal-decisions';
import { applyDecision, restoreDecision, type Changed } from './decision-effects';
import { MemberRestrictionsRepository } from './member-restrictions.repository';
import { ModerationIngestRepository } from './moderation-ingest.repository';
import { ModerationRepository } from './moderation.repository';
import { ModerationSubjectRepository } from './moderation-subject.repository';
import { itemDetailView, itemView, photoQueueView } from './queue-item-view';
import { actorOf, type StaffContext } from '../../lib/staff-actor';

export type { StaffContext } from '../../lib/staff-actor';

/** How many open items one look at the inbox shows. */
const INBOX_PAGE = 200;
/** Messages shown before and after a reported one. */
const CONTEXT_AROUND = 5;

/**
 * The moderators' inbox (issue 30): items made from the members' reports, the notices, and
 * pending photos; held by one moderator at a time under a lease; decided once, with a ground
 * and the facts, and undone by their maker within seconds. Every decision and every look at
 * an item is audited in the same unit of work.
 */
export class ModerationService {
  private readonly repo: ModerationRepository;
  private readonly subjects: ModerationSubjectRepository;
  private readonly restrictions: MemberRestrictionsRepository;
  private readonly appeals: AppealDecisions;
  private readonly sources: ModerationIngestRepository;

  constructor(
    db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {
    this.repo = new ModerationRepository(db);
    this.subjects = new ModerationSubjectRepository(db);
    this.restrictions = new MemberRestrictionsRepository(db);
    this.appeals = new AppealDecisions(unitOfWork, staff, now);
    this.sources = new ModerationIngestRepository(db);
  }

  async inbox(kind: QueueKind | undefined): Promise<QueueResponse> {
    const now = this.now();
    await this.sources.ingest(now.toISOString());
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
    await this.sources.ingest(this.now().toISOString());
    return this.repo.openCounts();
  }

  async claim(itemId: number, context: StaffContext): Promise<QueueItem> {
    const now = this.now();
    await refuseOwnDecision(this.repo, await this.repo.item(itemId), context);
    const leaseUntil = addMs(now, CLAIM_LEASE_SECONDS * SECOND);
    if (!(await this.repo.claim(itemId, context.staff.id, now.toISOString(), leaseUntil))) {
      const item = await this.repo.item(itemId);
      if (!item) throw notFound();
      if (item.status !== 'open') throw new AppError(409, 'item_closed');
      throw new AppError(409, 'item_claimed', { holder: item.holder_name ?? '' });
    }
    return itemView((await this.repo.item(itemId))!, now);
  }

  /**
   * The photos waiting for approval beside their profiles' active photos. Photos nobody else
   * sees yet: the look is audited with the photos shown.
   */
  async photoQueue(
    context: StaffContext,
    photoUrl: (id: number) => string,
  ): Promise<PhotoQueueResponse> {
    const now = this.now();
    await this.sources.ingest(now.toISOString());
    const rows = await this.repo.open('photo', INBOX_PAGE);
    const profileIds = [...new Set(rows.map((row) => row.subject_profile_id))];
    const active = await this.subjects.activePhotosOf(
      profileIds.filter((id): id is number => id !== null),
    );
    await this.staff.audited(actorOf(context), {
      action: 'moderation.viewed_photos',
      subjectType: 'photo_queue',
      subjectId: '',
      detail: { photos: rows.map((row) => row.image_id) },
    });
    return photoQueueView(rows, active, now, photoUrl);
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
      profileId === null
        ? []
        : await this.restrictions.restrictionsOn(profileId, now.toISOString());
    const photos = profile ? await this.subjects.photos(profile.id) : [];
    const flag = row.risk_flag_id === null ? null : await this.subjects.riskFlag(row.risk_flag_id);
    const about = report ?? flag;
    const context_ =
      about?.conversation_id != null
        ? await this.subjects.messagesAround(
            about.conversation_id,
            about.message_id,
            CONTEXT_AROUND,
          )
        : [];
    const decisions = profileId === null ? [] : await this.repo.decisionsOn(profileId);
    const appealed = await appealedDecision(this.repo, row);
    await this.staff.audited(actorOf(context), {
      action: context_.length > 0 ? 'moderation.viewed_messages' : 'moderation.viewed_item',
      subjectType: 'profile',
      subjectId: String(profileId ?? ''),
      detail: { item: itemId, messages: context_.map((message) => message.id) },
    });
    return itemDetailView(
      {
        row,
        report,
        complaint,
        profile,
        restrictions,
        photos,
        context: context_,
        decisions,
        appealed,
        flag: flag ?? null,
      },
      now,
      context.staff.id,
      photoUrl,
    );
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
      // An appeal is upheld or reversed (decideAppeal), never decided again from scratch.
      if (item.kind === 'appeal') {
        throw new AppError(400, 'validation_failed', undefined, [
          { field: 'action', messageKey: 'field_invalid' },
        ]);
      }
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
      const changed = await applyDecision(tx, item, body, { decisionId, at, endsAt, photoId });
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
      // The member and the reporter hear of it once it can no longer be undone.
      await tx.enqueue(
        'moderation.tell',
        { decisionId },
        { runAt: new Date(Date.parse(undoUntil) + SECOND) },
      );
      return { decisionId: String(decisionId), undoUntil };
    });
  }

  /** Decides an appeal the caller holds: upheld or reversed (AppealDecisions). */
  decideAppeal(itemId: number, body: AppealDecisionBody, context: StaffContext) {
    return this.appeals.decide(itemId, body, context);
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
      await restoreDecision(
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
}
