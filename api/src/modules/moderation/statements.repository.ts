import type { Db } from '../../db/database';
import { profileIdOfUser } from '../members/profile-of-user.query';

/** The columns of a statement: its decision and the appeal against it, if any. */
const STATEMENT_COLUMNS = [
  'moderation_decisions.id',
  'moderation_decisions.subject_profile_id',
  'moderation_decisions.action',
  'moderation_decisions.ground',
  'moderation_decisions.text',
  'moderation_decisions.ends_at',
  'moderation_decisions.automated',
  'moderation_decisions.decided_at',
  'moderation_decisions.reversed_at',
  'moderation_appeals.id as appeal_id',
  'moderation_appeals.created_at as appeal_created_at',
  'moderation_appeals.status as appeal_status',
  'moderation_appeals.decided_at as appeal_decided_at',
  'moderation_appeals.answer as appeal_answer',
] as const;

/** Who a mail about a decision goes to: a member, in their language, on their site. */
const RECIPIENT_COLUMNS = [
  'users.id as user_id',
  'users.email',
  'users.language',
  'users.site_domain',
  'users.status as user_status',
  'profiles.name',
] as const;

/**
 * The members' side of moderation: statements of reasons (the decisions that restrict a
 * member, once their undo moment has passed), appeals, and whom to tell of an outcome.
 */
export class StatementsRepository {
  constructor(readonly db: Db) {}

  private statements(now: string) {
    return this.db
      .selectFrom('moderation_decisions')
      .leftJoin('moderation_appeals', 'moderation_appeals.decision_id', 'moderation_decisions.id')
      .select(STATEMENT_COLUMNS)
      .where('moderation_decisions.action', '<>', 'dismiss')
      .where('moderation_decisions.undone_at', 'is', null)
      .where('moderation_decisions.undo_until', '<=', now);
  }

  /** A member's statements, newest first. */
  async statementsOf(profileId: number, now: string) {
    return this.statements(now)
      .where('moderation_decisions.subject_profile_id', '=', profileId)
      .orderBy('moderation_decisions.id', 'desc')
      .limit(100)
      .execute();
  }

  async statement(decisionId: number, now: string) {
    return this.statements(now)
      .where('moderation_decisions.id', '=', decisionId)
      .executeTakeFirst();
  }

  /** The member's profile, for the signed-in list. */
  profileOfUser(userId: number) {
    return profileIdOfUser(this.db, userId);
  }

  /** Records an appeal once; null when the decision has one already. */
  async insertAppeal(row: {
    decisionId: number;
    profileId: number;
    text: string;
    now: string;
  }): Promise<number | null> {
    const inserted = await this.db
      .insertInto('moderation_appeals')
      .values({
        decision_id: row.decisionId,
        profile_id: row.profileId,
        text: row.text,
        created_at: row.now,
      })
      .onConflict((oc) => oc.column('decision_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  }

  /** The appeal's item in the moderators' inbox. */
  async insertAppealItem(row: {
    appealId: number;
    profileId: number;
    action: string;
    now: string;
  }): Promise<void> {
    await this.db
      .insertInto('moderation_items')
      .values({
        kind: 'appeal',
        source: 'appeal',
        reason: row.action,
        subject_profile_id: row.profileId,
        appeal_id: row.appealId,
        created_at: row.now,
      })
      .execute();
  }

  async appeal(appealId: number) {
    return this.db
      .selectFrom('moderation_appeals')
      .selectAll()
      .where('id', '=', appealId)
      .executeTakeFirst();
  }

  /** Decides an open appeal once: false when it was decided already. */
  async decideAppeal(
    appealId: number,
    outcome: { status: 'upheld' | 'reversed'; answer: string; staffId: number; now: string },
  ): Promise<boolean> {
    const done = await this.db
      .updateTable('moderation_appeals')
      .set({
        status: outcome.status,
        answer: outcome.answer,
        staff_id: outcome.staffId,
        decided_at: outcome.now,
      })
      .where('id', '=', appealId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async markReversed(decisionId: number, staffId: number, now: string): Promise<void> {
    await this.db
      .updateTable('moderation_decisions')
      .set({ reversed_at: now, reversed_by_staff_id: staffId })
      .where('id', '=', decisionId)
      .execute();
  }

  /**
   * Claims the telling of a decision once: false when it was told already, or undone (then
   * there is nothing to tell).
   */
  async claimDecisionTelling(decisionId: number, now: string): Promise<boolean> {
    const done = await this.db
      .updateTable('moderation_decisions')
      .set({ told_at: now })
      .where('id', '=', decisionId)
      .where('told_at', 'is', null)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async claimAppealTelling(appealId: number, now: string): Promise<boolean> {
    const done = await this.db
      .updateTable('moderation_appeals')
      .set({ told_at: now })
      .where('id', '=', appealId)
      .where('told_at', 'is', null)
      .where('status', '<>', 'open')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** A decision with the sources of its item: the report or the notice it answers. */
  async decisionSources(decisionId: number) {
    return this.db
      .selectFrom('moderation_decisions')
      .innerJoin('moderation_items', 'moderation_items.id', 'moderation_decisions.item_id')
      .select([
        'moderation_decisions.id',
        'moderation_decisions.action',
        'moderation_decisions.subject_profile_id',
        'moderation_decisions.undo_until',
        'moderation_items.report_id',
        'moderation_items.complaint_id',
      ])
      .where('moderation_decisions.id', '=', decisionId)
      .executeTakeFirst();
  }

  /** One more statement the member has not read in the product. */
  async countUnread(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ unread_decisions: eb('unread_decisions', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  }

  /** The member has read their statements. */
  async markRead(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ unread_decisions: 0 })
      .where('id', '=', userId)
      .where('unread_decisions', '>', 0)
      .execute();
  }

  /** The member behind a profile, to write to. */
  async memberOfProfile(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(RECIPIENT_COLUMNS)
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
  }

  /** The member who filed a report, and when. */
  async reporter(reportId: number) {
    return this.db
      .selectFrom('reports')
      .innerJoin('profiles', 'profiles.id', 'reports.reporter_profile_id')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select([...RECIPIENT_COLUMNS, 'reports.created_at as reported_at'])
      .where('reports.id', '=', reportId)
      .executeTakeFirst();
  }

  /** Whoever filed a notice: its address, name and language. */
  async notifier(complaintId: number) {
    return this.db
      .selectFrom('complaints')
      .select([
        'email',
        'name',
        'language',
        'reference',
        'reporter_user_id',
        'created_at as reported_at',
      ])
      .where('id', '=', complaintId)
      .executeTakeFirst();
  }
}

/** A statement as the repository reads it. */
export type StatementRow = NonNullable<Awaited<ReturnType<StatementsRepository['statement']>>>;
