import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whether no moderation item names this row yet (`column` of the item, `row` the row's id). */
const hasNoItem = (
  column: 'report_id' | 'complaint_id' | 'image_id' | 'risk_flag_id',
  row: string,
) =>
  sql<boolean>`not exists (select 1 from moderation_items where ${sql.ref(`moderation_items.${column}`)} = ${sql.ref(row)})`;

/**
 * Where the inbox's items come from: the members' side writes only its own tables (reports,
 * notices, photos), and the inbox takes what is new from them when it is read.
 */
export class ModerationIngestRepository {
  constructor(private readonly db: Db) {}

  /**
   * Makes an item of every open report, received notice, pending photo and scam flag that has none yet
   * (the members' side only writes its own tables), and closes the photo items whose photo
   * is no longer pending (its owner deleted it). Idempotent; two at once make one item each.
   */
  async ingest(now: string): Promise<void> {
    const { db } = this;
    await db
      .insertInto('moderation_items')
      .columns(['kind', 'source', 'reason', 'subject_profile_id', 'report_id', 'created_at'])
      .expression(
        db
          .selectFrom('reports')
          .select([
            sql<string>`case when reports.conversation_id is null then 'profile_report' else 'message_report' end`.as(
              'kind',
            ),
            sql<string>`'member'`.as('source'),
            'reports.reason',
            'reports.profile_id',
            'reports.id',
            'reports.created_at',
          ])
          .where('reports.status', '=', 'open')
          .where(hasNoItem('report_id', 'reports.id')),
      )
      .onConflict((oc) => oc.column('report_id').doNothing())
      .execute();
    await db
      .insertInto('moderation_items')
      .columns(['kind', 'source', 'reason', 'subject_profile_id', 'complaint_id', 'created_at'])
      .expression(
        db
          .selectFrom('complaints')
          .select([
            sql<string>`'complaint'`.as('kind'),
            sql<string>`case when complaints.reporter_user_id is null then 'visitor' else 'member' end`.as(
              'source',
            ),
            'complaints.category',
            'complaints.target_profile_id',
            'complaints.id',
            'complaints.created_at',
          ])
          .where('complaints.status', '=', 'received')
          .where(hasNoItem('complaint_id', 'complaints.id')),
      )
      .onConflict((oc) => oc.column('complaint_id').doNothing())
      .execute();
    await db
      .insertInto('moderation_items')
      .columns(['kind', 'source', 'reason', 'subject_profile_id', 'image_id', 'created_at'])
      .expression(
        db
          .selectFrom('images')
          .select([
            sql<string>`'photo'`.as('kind'),
            sql<string>`'upload'`.as('source'),
            sql<string>`'pending_photo'`.as('reason'),
            'images.profile_id',
            'images.id',
            'images.created_at',
          ])
          .where('images.status', '=', 'pending')
          .where(hasNoItem('image_id', 'images.id')),
      )
      .onConflict((oc) => oc.column('image_id').doNothing())
      .execute();
    await db
      .insertInto('moderation_items')
      .columns(['kind', 'source', 'reason', 'subject_profile_id', 'risk_flag_id', 'created_at'])
      .expression(
        db
          .selectFrom('risk_flags')
          .select([
            sql<string>`'scam'`.as('kind'),
            sql<string>`'system'`.as('source'),
            sql<string>`'scam_signals'`.as('reason'),
            'risk_flags.profile_id',
            'risk_flags.id',
            'risk_flags.created_at',
          ])
          .where('risk_flags.status', '=', 'open')
          .where(hasNoItem('risk_flag_id', 'risk_flags.id')),
      )
      .onConflict((oc) => oc.column('risk_flag_id').doNothing())
      .execute();
    await db
      .updateTable('moderation_items')
      .set({ status: 'decided', decided_at: now, holder_staff_id: null, lease_until: null })
      .where('kind', '=', 'photo')
      .where('status', '=', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('images')
              .select('images.id')
              .whereRef('images.id', '=', 'moderation_items.image_id')
              .where('images.status', '=', 'pending'),
          ),
        ),
      )
      .execute();
  }
}
