import {
  CLAIM_LEASE_SECONDS,
  UNDO_SECONDS,
  type AppealDecisionBody,
  type DecisionAction,
  type DecisionBody,
  type DecisionGround,
  type QueueItem,
  type QueueItemDetail,
  type QueueKind,
  type QueueResponse,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { DAY, SECOND, addMs, ageOn } from '../../lib/time';
import type { MediaStore } from '../media/media-store';
import type { StaffPrincipal } from '../staff/staff-session.repository';
import type { Actor, StaffService } from '../staff/staff.service';
import { applyDecision, restoreDecision, type Changed } from './decision-effects';
import { MemberRestrictionsRepository } from './member-restrictions.repository';
import { ModerationRepository, type ItemRow } from './moderation.repository';
import { ModerationSubjectRepository } from './moderation-subject.repository';
import { StatementsRepository } from './statements.repository';

/** How many open items one look at the inbox shows. */
const INBOX_PAGE = 200;
/** A restricted member's state as the console names it, the heaviest restriction first. */
const STATE_BY_RESTRICTION = [
  ['banned', 'banned'],
  ['suspended', 'suspended'],
  ['hidden', 'hidden'],
  ['messaging', 'restricted'],
] as const;

/** Messages shown before and after a reported one. */
const CONTEXT_AROUND = 5;

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
  private readonly restrictions: MemberRestrictionsRepository;

  constructor(
    db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {
    this.repo = new ModerationRepository(db);
    this.subjects = new ModerationSubjectRepository(db);
    this.restrictions = new MemberRestrictionsRepository(db);
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
    await this.refuseOwnDecision(this.repo, await this.repo.item(itemId), context);
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
   * An appeal goes to another moderator than the decision's maker: its maker may neither
   * hold nor decide it.
   */
  private async refuseOwnDecision(
    repo: ModerationRepository,
    item: ItemRow | undefined,
    context: StaffContext,
  ) {
    const decision = item ? await this.appealedDecision(repo, item) : null;
    if (decision && decision.staff_id === context.staff.id) {
      throw new AppError(409, 'own_decision');
    }
  }

  /** An appeal item's appeal and the decision it contests; null for any other item. */
  private async appealedDecision(repo: ModerationRepository, item: ItemRow) {
    if (item.kind !== 'appeal' || item.appeal_id === null) return null;
    const appeal = await new StatementsRepository(repo.db).appeal(item.appeal_id);
    const decision = appeal ? await repo.decision(appeal.decision_id) : undefined;
    return appeal && decision ? { ...decision, appeal } : null;
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
    const context_ =
      report?.conversation_id != null
        ? await this.subjects.messagesAround(
            report.conversation_id,
            report.message_id,
            CONTEXT_AROUND,
          )
        : [];
    const decisions = profileId === null ? [] : await this.repo.decisionsOn(profileId);
    const appealed = await this.appealedDecision(this.repo, row);
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
                : (STATE_BY_RESTRICTION.find((state) => kinds.has(state[0]))?.[1] ?? 'active'),
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
      appeal: appealed
        ? {
            text: appealed.appeal.text,
            createdAt: appealed.appeal.created_at,
            decision: {
              id: String(appealed.id),
              action: appealed.action as DecisionAction,
              ground: appealed.ground as DecisionGround | null,
              text: appealed.text,
              decidedAt: appealed.decided_at,
              decidedBy: decisions.find((d) => d.id === appealed.id)?.staff_name ?? '',
              own: appealed.staff_id === context.staff.id,
            },
          }
        : null,
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

  /**
   * Decides an appeal the caller holds: upheld, or reversed, which puts back what the decision
   * changed of its member (not the report it answered: that stays decided). The member is
   * told the outcome. In one unit of work with its audit row.
   */
  async decideAppeal(itemId: number, body: AppealDecisionBody, context: StaffContext) {
    const at = this.now().toISOString();
    await this.unitOfWork.run(async (tx) => {
      const repo = new ModerationRepository(tx.db);
      const item = await repo.item(itemId);
      if (!item) throw notFound();
      if (item.status !== 'open') throw new AppError(409, 'item_closed');
      const appealed = await this.appealedDecision(repo, item);
      if (!appealed) {
        throw new AppError(400, 'validation_failed', undefined, [
          { field: 'outcome', messageKey: 'field_invalid' },
        ]);
      }
      await this.refuseOwnDecision(repo, item, context);
      if (!(await repo.close(itemId, context.staff.id, at)))
        throw new AppError(409, 'claim_required');
      const statements = new StatementsRepository(tx.db);
      const text = body.text.trim();
      if (
        !(await statements.decideAppeal(appealed.appeal.id, {
          status: body.outcome,
          answer: text,
          staffId: context.staff.id,
          now: at,
        }))
      ) {
        throw new AppError(409, 'item_closed');
      }
      if (body.outcome === 'reversed') {
        // The report or notice the decision answered stays decided.
        const changed: Changed = {
          ...(JSON.parse(appealed.changed) as Changed),
          report: undefined,
          complaint: undefined,
        };
        await restoreDecision(tx, appealed.subject_profile_id, changed, appealed.id, at);
        await statements.markReversed(appealed.id, context.staff.id, at);
      }
      await this.staff.auditIn(tx.db, actorOf(context), {
        action: 'moderation.appeal_decided',
        subjectType: 'profile',
        subjectId: String(appealed.subject_profile_id ?? ''),
        detail: {
          role: 'moderator',
          item: itemId,
          appeal: appealed.appeal.id,
          decision: appealed.id,
          outcome: body.outcome,
          text,
        },
      });
      await tx.enqueue('moderation.tell-appeal', { appealId: appealed.appeal.id });
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
