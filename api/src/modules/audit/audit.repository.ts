import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What an admin narrows the audit trail to; every part is optional. */
export interface AuditFilter {
  /** ISO times: `at` from `fromAt` (inclusive) to `untilAt` (exclusive). */
  readonly fromAt?: string;
  readonly untilAt?: string;
  /** A part of the actor, any case. */
  readonly actor?: string;
  /** An action, or its area: `moderation` matches `moderation.decided`. */
  readonly action?: string;
  readonly subjectType?: string;
  readonly subjectId?: string;
}

/** The audit's columns, in the order an export writes them. */
export const AUDIT_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'actor',
  'action',
  'subject_type',
  'subject_id',
  'detail',
  'ip',
  'request_id',
] as const;

/** `%` and `_` match themselves in a LIKE pattern that escapes with `\`. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Reads the staff audit (decision 0163); it never writes it. Rows are written by
 * StaffRepository.audit only, and the database refuses any update or delete of them.
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('staff_audit').select(AUDIT_COLUMNS);
    if (filter.fromAt) query = query.where('at', '>=', filter.fromAt);
    if (filter.untilAt) query = query.where('at', '<', filter.untilAt);
    if (filter.actor) {
      const pattern = `%${likeLiteral(filter.actor.toLowerCase())}%`;
      query = query.where(sql<boolean>`lower(actor) like ${pattern} escape '\\'`);
    }
    if (filter.action) {
      const { action } = filter;
      const area = `${likeLiteral(action)}.%`;
      query = query.where((eb) =>
        eb.or([eb('action', '=', action), sql<boolean>`action like ${area} escape '\\'`]),
      );
    }
    if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
    if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
    return query;
  }

  /** Up to `limit` rows older than the row `before` (all when null), newest first. */
  async page(filter: AuditFilter, before: number | null, limit: number) {
    let query = this.filtered(filter);
    if (before !== null) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** Up to `limit` rows after the row `after` up to the row `upTo`, oldest first (an export). */
  async batch(filter: AuditFilter, after: number, upTo: number, limit: number) {
    return this.filtered(filter)
      .where('id', '>', after)
      .where('id', '<=', upTo)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The newest row's id (0 when there is none). */
  async lastId(): Promise<number> {
    const row = await this.db
      .selectFrom('staff_audit')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }
}

export type AuditRecord = Awaited<ReturnType<AuditRepository['page']>>[number];
