import {
  COMPLAINT_CATEGORIES,
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  REPORT_REASONS,
  type TransparencyReport,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { DayRange } from '../../lib/day-range';
import { HOUR } from '../../lib/time';
import type { Actor, StaffService } from '../staff/staff.service';
import { TransparencyRepository } from './transparency.repository';

/** Items that are notices: members' reports and the notices of the complaint form. */
const NOTICE_KINDS = ['profile_report', 'message_report', 'complaint'] as const;
const NOTICE_SOURCES = ['member', 'visitor'] as const;
const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
/** A decision that names no ground (a dismissal) is counted under this key. */
export const NO_GROUND = 'none';

/** Every key of a list at zero, so a report's shape does not depend on what happened. */
const zeros = (keys: readonly string[]): Record<string, number> =>
  Object.fromEntries(keys.map((key) => [key, 0]));

const add = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/** The median of durations in milliseconds, in hours to two decimals; null for none. */
export function medianHours(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round((median / HOUR) * 100) / 100;
}

const between = (start: string, end: string) => Math.max(0, Date.parse(end) - Date.parse(start));

/**
 * The transparency report of a range of UTC days (decision 0163): the counts the Digital
 * Services Act asks for (art. 15 and 24), read from the moderation tables as they are.
 */
export class TransparencyService {
  private readonly repo: TransparencyRepository;

  constructor(
    db: Db,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {
    this.repo = new TransparencyRepository(db);
  }

  async report(range: DayRange): Promise<TransparencyReport> {
    const { fromAt, untilAt } = range;
    const [items, decisions, appeals] = await Promise.all([
      this.repo.itemCounts(fromAt, untilAt),
      this.repo.decisions(fromAt, untilAt),
      this.repo.appeals(fromAt, untilAt),
    ]);

    const notices = {
      total: 0,
      byKind: zeros(NOTICE_KINDS),
      byCategory: zeros([...new Set([...REPORT_REASONS, ...COMPLAINT_CATEGORIES])]),
      bySource: zeros(NOTICE_SOURCES),
    };
    let photoReviews = 0;
    for (const item of items) {
      if (item.kind === 'photo') photoReviews += item.count;
      if (!(NOTICE_KINDS as readonly string[]).includes(item.kind)) continue;
      notices.total += item.count;
      add(notices.byKind, item.kind, item.count);
      add(notices.byCategory, item.reason, item.count);
      add(notices.bySource, item.source, item.count);
    }

    const groundKeys = [...DECISION_GROUNDS, NO_GROUND];
    const actions = {
      total: 0,
      byGround: zeros(groundKeys),
      byKind: zeros(DECISION_ACTIONS),
      reversed: { total: 0, byGround: zeros(groundKeys), byKind: zeros(DECISION_ACTIONS) },
      automated: 0,
      manual: 0,
      medianHoursNoticeToAction: null as number | null,
    };
    const restrictions = { suspensions: 0, bans: 0 };
    const noticeToAction: number[] = [];
    // An appeal's outcome is counted with the appeals, not as a second action.
    for (const decision of decisions.filter((one) => one.item_kind !== 'appeal')) {
      const ground = decision.ground ?? NO_GROUND;
      actions.total += 1;
      add(actions.byGround, ground);
      add(actions.byKind, decision.action);
      if (decision.reversed_at !== null) {
        actions.reversed.total += 1;
        add(actions.reversed.byGround, ground);
        add(actions.reversed.byKind, decision.action);
      }
      if (decision.automated) actions.automated += 1;
      else actions.manual += 1;
      if (decision.action === 'suspend') restrictions.suspensions += 1;
      if (decision.action === 'ban') restrictions.bans += 1;
      if ((NOTICE_KINDS as readonly string[]).includes(decision.item_kind)) {
        noticeToAction.push(between(decision.item_created_at, decision.decided_at));
      }
    }
    actions.medianHoursNoticeToAction = medianHours(noticeToAction);

    const byStatus = zeros(APPEAL_STATUSES);
    const toDecide: number[] = [];
    for (const appeal of appeals) {
      add(byStatus, appeal.status);
      if (appeal.decided_at !== null) toDecide.push(between(appeal.created_at, appeal.decided_at));
    }

    return {
      from: range.from,
      to: range.to,
      generatedAt: this.now().toISOString(),
      notices,
      ownInitiative: { photoReviews },
      actions,
      appeals: { total: appeals.length, byStatus, medianHoursToDecide: medianHours(toDecide) },
      restrictions,
    };
  }

  /** The report, its reading recorded in the audit (`transparency.exported`). */
  async reportFor(range: DayRange, format: 'json' | 'csv', actor: Actor) {
    const report = await this.report(range);
    await this.staff.audited(actor, {
      action: 'transparency.exported',
      subjectType: 'transparency_report',
      subjectId: `${range.from}..${range.to}`,
      detail: { from: range.from, to: range.to, format },
    });
    return report;
  }
}
