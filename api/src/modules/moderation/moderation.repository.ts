import type { QueueKind } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

/** The columns of an item as the inbox lists it, its holder's name with it. */
const ITEM_COLUMNS = [
  'moderation_items.id',
  'moderation_items.kind',
  'moderation_items.source',
  'moderation_items.reason',
  'moderation_items.subject_profile_id',
  'moderation_items.report_id',
  'moderation_items.complaint_id',
  'moderation_items.image_id',
  'moderation_items.appeal_id',
  'moderation_items.risk_flag_id',
  'moderation_items.created_at',
  'moderation_items.status',
  'moderation_items.holder_staff_id',
  'moderation_items.lease_until',
  'profiles.name as subject_name',
  'staff_accounts.name as holder_name',
] as const;

/** The moderation inbox and its decisions. */
export class ModerationRepository {
  constructor(readonly db: Db) {}

  private items() {
    return this.db
      .selectFrom('moderation_items')
      .leftJoin('profiles', 'profiles.id', 'moderation_items.subject_profile_id')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'moderation_items.holder_staff_id')
      .select(ITEM_COLUMNS);
  }

  /** Open items, oldest first. */
  async open(kind: QueueKind | undefined, limit: number) {
    let query = this.items().where('moderation_items.status', '=', 'open');
    if (kind) query = query.where('moderation_items.kind', '=', kind);
    return query
      .orderBy('moderation_items.created_at')
      .orderBy('moderation_items.id')
      .limit(limit)
      .execute();
  }

  async item(id: number) {
    return this.items().where('moderation_items.id', '=', id).executeTakeFirst();
  }

  /** Open items by kind, and the oldest open item's time. */
  async openCounts() {
    const rows = await this.db
      .selectFrom('moderation_items')
      .select([
        'kind',
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', '=', 'open')
      .groupBy('kind')
      .execute();
    return rows.map((row) => ({ kind: row.kind, count: Number(row.count), oldest: row.oldest }));
  }

  /**
   * Gives the item to `staffId` until `leaseUntil` when it is open and free (nobody holds
   * it, the holder's lease ran out, or the caller holds it): one conditional update, so two
   * moderators never both get it.
   */
  async claim(id: number, staffId: number, now: string, leaseUntil: string): Promise<boolean> {
    const claimed = await this.db
      .updateTable('moderation_items')
      .set({ holder_staff_id: staffId, lease_until: leaseUntil })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb('holder_staff_id', 'is', null),
          eb('lease_until', '<=', now),
          eb('holder_staff_id', '=', staffId),
        ]),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async release(id: number, staffId: number): Promise<void> {
    await this.db
      .updateTable('moderation_items')
      .set({ holder_staff_id: null, lease_until: null })
      .where('id', '=', id)
      .where('holder_staff_id', '=', staffId)
      .execute();
  }

  /** Closes an item the caller holds under a live lease; false when it does not. */
  async close(id: number, staffId: number, now: string): Promise<boolean> {
    const closed = await this.db
      .updateTable('moderation_items')
      .set({ status: 'decided', decided_at: now, holder_staff_id: null, lease_until: null })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('holder_staff_id', '=', staffId)
      .where('lease_until', '>', now)
      .executeTakeFirst();
    return Number(closed.numUpdatedRows) === 1;
  }

  /** Opens a decided item again, held by `staffId` (an undo). */
  async reopen(id: number, staffId: number, leaseUntil: string): Promise<void> {
    await this.db
      .updateTable('moderation_items')
      .set({ status: 'open', decided_at: null, holder_staff_id: staffId, lease_until: leaseUntil })
      .where('id', '=', id)
      .execute();
  }

  async insertDecision(values: {
    itemId: number;
    subjectProfileId: number | null;
    action: string;
    ground: string | null;
    text: string;
    days: number | null;
    photoId: number | null;
    endsAt: string | null;
    staffId: number;
    now: string;
    undoUntil: string;
    changed: Record<string, unknown>;
  }): Promise<number> {
    const row = await this.db
      .insertInto('moderation_decisions')
      .values({
        item_id: values.itemId,
        subject_profile_id: values.subjectProfileId,
        action: values.action,
        ground: values.ground,
        text: values.text,
        days: values.days,
        photo_id: values.photoId,
        ends_at: values.endsAt,
        staff_id: values.staffId,
        decided_at: values.now,
        undo_until: values.undoUntil,
        changed: JSON.stringify(values.changed),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setChanged(decisionId: number, changed: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('moderation_decisions')
      .set({ changed: JSON.stringify(changed) })
      .where('id', '=', decisionId)
      .execute();
  }

  /** A decision its maker may still undo: not undone, its moment not passed. */
  async undoable(decisionId: number, staffId: number, now: string) {
    return this.db
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('id', '=', decisionId)
      .where('staff_id', '=', staffId)
      .where('undone_at', 'is', null)
      .where('undo_until', '>', now)
      .executeTakeFirst();
  }

  async decision(decisionId: number) {
    return this.db
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('id', '=', decisionId)
      .executeTakeFirst();
  }

  /** Marks a decision undone once: false when another undo came first. */
  async markUndone(decisionId: number, now: string): Promise<boolean> {
    const done = await this.db
      .updateTable('moderation_decisions')
      .set({ undone_at: now })
      .where('id', '=', decisionId)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** The decisions on a member, newest first, with who made them. */
  async decisionsOn(profileId: number) {
    return this.db
      .selectFrom('moderation_decisions')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'moderation_decisions.staff_id')
      .select([
        'moderation_decisions.id',
        'moderation_decisions.action',
        'moderation_decisions.ground',
        'moderation_decisions.decided_at',
        'moderation_decisions.reversed_at',
        'moderation_decisions.undone_at',
        'staff_accounts.name as staff_name',
      ])
      .where('moderation_decisions.subject_profile_id', '=', profileId)
      .where('moderation_decisions.undone_at', 'is', null)
      .orderBy('moderation_decisions.id', 'desc')
      .limit(20)
      .execute();
  }
}

/** An item as the inbox reads it. */
export type ItemRow = NonNullable<Awaited<ReturnType<ModerationRepository['item']>>>;
