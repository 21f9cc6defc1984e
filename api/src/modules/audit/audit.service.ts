import type {
  AuditExportQuery,
  AuditPage,
  AuditQuery,
  AuditRow,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { csvLine } from '../../lib/csv';
import { checkedRange, type DayRange } from '../../lib/day-range';
import type { Actor, StaffService } from '../staff/staff.service';
import {
  AUDIT_COLUMNS,
  AuditRepository,
  type AuditFilter,
  type AuditRecord,
} from './audit.repository';

/** Rows a page of the trail shows. */
export const AUDIT_PAGE = 100;
/** Rows an export reads at a time: the file streams, the memory stays small. */
const EXPORT_BATCH = 500;

/** A file to send: its name, type and text, produced as it is read. */
export interface Download {
  readonly filename: string;
  readonly contentType: string;
  readonly body: AsyncIterable<string>;
}

/** The detail as written (always a JSON object); anything else is kept whole, never lost. */
function detailOf(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    return { value };
  } catch {
    return { text };
  }
}

export const auditRow = (row: AuditRecord): AuditRow => ({
  id: String(row.id),
  at: row.at,
  staffId: row.staff_id === null ? null : String(row.staff_id),
  actor: row.actor,
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  detail: detailOf(row.detail),
  ip: row.ip,
  requestId: row.request_id,
});

/** `type:id`, an id alone (digits), or a type alone. */
function subjectFilter(
  subject: string | undefined,
): Pick<AuditFilter, 'subjectType' | 'subjectId'> {
  if (subject === undefined) return {};
  const colon = subject.indexOf(':');
  if (colon >= 0) {
    return { subjectType: subject.slice(0, colon), subjectId: subject.slice(colon + 1) };
  }
  return /^\d+$/.test(subject) ? { subjectId: subject } : { subjectType: subject };
}

/**
 * The audit trail as admins read and export it (decision 0163). Reading it is itself an
 * action: each page and each export writes a row of its own (`audit.read`,
 * `audit.exported`). Nothing here changes or deletes a row; the database would refuse it.
 */
export class AuditService {
  private readonly repo: AuditRepository;

  constructor(
    db: Db,
    private readonly staff: StaffService,
  ) {
    this.repo = new AuditRepository(db);
  }

  async page(query: AuditQuery, actor: Actor): Promise<AuditPage> {
    const range = checkedRange(query.from, query.to);
    const filter: AuditFilter = {
      fromAt: range.fromAt,
      untilAt: range.untilAt,
      actor: query.actor?.trim() || undefined,
      action: query.action?.trim() || undefined,
      ...subjectFilter(query.subject?.trim() || undefined),
    };
    const before = query.before === undefined ? null : Number(query.before);
    const rows = await this.repo.page(filter, before, AUDIT_PAGE + 1);
    const shown = rows.slice(0, AUDIT_PAGE);
    // Recorded after the read: the page shows the trail as it was, not this look at it.
    await this.staff.audited(actor, {
      action: 'audit.read',
      subjectType: 'audit',
      subjectId: '',
      detail: { filter: { ...query }, rows: shown.length },
    });
    return {
      rows: shown.map(auditRow),
      nextBefore: rows.length > AUDIT_PAGE ? String(shown[shown.length - 1]!.id) : null,
    };
  }

  /**
   * Every row of the range, oldest first, up to the newest row when the export began; the
   * export's own row is written first, so an export cut short is on record too.
   */
  async export(query: AuditExportQuery, actor: Actor): Promise<Download> {
    const range = checkedRange(query.from, query.to) as DayRange;
    const format = query.format ?? 'csv';
    const upTo = await this.repo.lastId();
    await this.staff.audited(actor, {
      action: 'audit.exported',
      subjectType: 'audit',
      subjectId: '',
      detail: { from: range.from, to: range.to, format },
    });
    const filter: AuditFilter = { fromAt: range.fromAt, untilAt: range.untilAt };
    const rows = this.rowsOf(filter, upTo);
    return {
      filename: `audit-${range.from}-${range.to}.${format}`,
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      body: format === 'csv' ? csvOf(rows) : jsonOf(rows),
    };
  }

  private async *rowsOf(filter: AuditFilter, upTo: number): AsyncGenerator<AuditRow> {
    let after = 0;
    for (;;) {
      const batch = await this.repo.batch(filter, after, upTo, EXPORT_BATCH);
      for (const row of batch) yield auditRow(row);
      if (batch.length < EXPORT_BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
}

async function* csvOf(rows: AsyncIterable<AuditRow>): AsyncGenerator<string> {
  yield csvLine(AUDIT_COLUMNS);
  for await (const row of rows) {
    yield csvLine([
      row.id,
      row.at,
      row.staffId,
      row.actor,
      row.action,
      row.subjectType,
      row.subjectId,
      JSON.stringify(row.detail),
      row.ip,
      row.requestId,
    ]);
  }
}

async function* jsonOf(rows: AsyncIterable<AuditRow>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}
