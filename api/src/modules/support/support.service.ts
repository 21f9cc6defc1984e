import {
  MEMBER_SEARCH_MAX,
  type MemberFile,
  type MemberRow,
  type MemberSearchResponse,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import { SessionRepository } from '../accounts/session.repository';
import type { DataExportService } from '../data-export/data-export.service';
import { MemberRestrictionsRepository } from '../moderation/member-restrictions.repository';
import { actorOf, roleOf, type StaffContext } from '../../lib/staff-actor';
import type { StaffService } from '../staff/staff.service';
import { MemberFileRepository } from './member-file.repository';
import { memberPayment } from './member-payment';

type MemberFacts = NonNullable<Awaited<ReturnType<MemberFileRepository['member']>>>;

/** The account's own state: restrictions are listed beside it, not folded into it. */
const stateOf = (row: MemberFacts): MemberRow['state'] =>
  row.status === 'deleted'
    ? 'deleted'
    : row.status === 'not_confirmed'
      ? 'not_confirmed'
      : row.profile_status === 'disabled'
        ? 'disabled'
        : 'active';

const rowOf = (row: MemberFacts): MemberRow => ({
  id: String(row.id),
  profileId: row.profile_id === null ? null : String(row.profile_id),
  name: row.name ?? '',
  email: row.email,
  state: stateOf(row),
});

/**
 * Support's side of the console (decision 0162): finding a member, their file, and the
 * actions support takes for them. Every search and look is audited; every action writes its
 * audit row in its own unit of work, through the member-side code path it reuses.
 */
export class SupportService {
  private readonly repo: MemberFileRepository;
  private readonly restrictions: MemberRestrictionsRepository;

  constructor(
    db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly accounts: Pick<AccountsService, 'resendActivation'>,
    private readonly dataExports: Pick<DataExportService, 'request'>,
    private readonly now: () => Date,
  ) {
    this.repo = new MemberFileRepository(db);
    this.restrictions = new MemberRestrictionsRepository(db);
  }

  async search(query: string, context: StaffContext): Promise<MemberSearchResponse> {
    const q = query.trim();
    const rows = q ? await this.repo.search(q, MEMBER_SEARCH_MAX) : [];
    await this.staff.audited(actorOf(context), {
      action: 'support.searched',
      subjectType: 'member',
      subjectId: '',
      detail: { query: q, results: rows.length },
    });
    return { members: rows.map(rowOf) };
  }

  async file(userId: number, context: StaffContext): Promise<MemberFile> {
    const member = await this.repo.member(userId);
    if (!member) throw notFound();
    const now = this.now().toISOString();
    const profileId = member.profile_id;
    const [restrictions, sessions, payments, ledger, decisions] = await Promise.all([
      profileId === null ? [] : this.restrictions.restrictionsOn(profileId, now),
      this.repo.sessions(userId),
      this.repo.payments(userId),
      this.repo.ledger(userId),
      profileId === null ? [] : this.repo.decisions(profileId),
    ]);
    await this.staff.audited(actorOf(context), {
      action: 'support.viewed_member',
      subjectType: 'member',
      subjectId: String(userId),
      detail: { role: roleOf(context, ['support', 'finance', 'admin']) },
    });
    return {
      ...rowOf(member),
      restrictions: restrictions.map((one) => ({ kind: one.kind, endsAt: one.ends_at })),
      signupDate: member.signup_date,
      language: member.language,
      credits: member.credits,
      premium: member.paid_user === 1,
      // The sessions table keeps no address; the user agent is what the member can recognise.
      sessions: sessions.map((one) => ({
        createdAt: one.created_at,
        lastSeenAt: one.last_seen_at,
        ip: null,
        userAgent: one.user_agent,
      })),
      payments: payments.map(memberPayment),
      ledger: ledger.map((one) => ({
        id: String(one.id),
        at: one.created_at,
        amount: one.amount,
        reason: one.reason,
        reference: one.reference,
      })),
      decisions: decisions.map((one) => ({
        id: String(one.id),
        action: one.action as MemberFile['decisions'][number]['action'],
        ground: one.ground as MemberFile['decisions'][number]['ground'],
        decidedAt: one.decided_at,
        reversed: one.reversed_at !== null || one.undone_at !== null,
      })),
    };
  }

  /** The member's activation mail again, by the accounts' own path; 409 once activated. */
  async resendActivation(userId: number, reason: string | undefined, context: StaffContext) {
    await this.existing(userId);
    const sent = await this.accounts.resendActivation(userId, undefined, (tx) =>
      this.audit(tx, context, 'support.resent_activation', userId, {
        reason: reason?.trim() || null,
      }),
    );
    if (!sent) throw new AppError(409, 'already_confirmed');
    return { done: true as const };
  }

  /** Ends every session of the member and closes their sockets on every instance. */
  async endSessions(userId: number, reason: string, context: StaffContext) {
    await this.existing(userId);
    const count = await this.unitOfWork.run(async (tx) => {
      const ended = await new SessionRepository(tx.db).deleteAllForUser(userId);
      await tx.enqueue('live.control', {
        userId,
        control: { kind: 'sessions-ended', sessionIds: ended },
      });
      await this.audit(tx, context, 'support.ended_sessions', userId, {
        reason: reason.trim(),
        sessions: ended.length,
      });
      return ended.length;
    });
    return { done: true as const, count };
  }

  /** Starts the member's data export: they get the mail with its link, as when they ask. */
  async dataExport(userId: number, reason: string, context: StaffContext) {
    const member = await this.existing(userId);
    if (member.status === 'deleted') throw notFound();
    await this.dataExports.request(userId, undefined, (tx) =>
      this.audit(tx, context, 'support.started_export', userId, { reason: reason.trim() }),
    );
    return { done: true as const };
  }

  private async existing(userId: number) {
    const member = await this.repo.member(userId);
    if (!member) throw notFound();
    return member;
  }

  private audit(
    tx: Tx,
    context: StaffContext,
    action: string,
    userId: number,
    detail: Record<string, unknown>,
  ) {
    return this.staff.auditIn(tx.db, actorOf(context), {
      action,
      subjectType: 'member',
      subjectId: String(userId),
      detail: { role: roleOf(context, ['support', 'admin']), ...detail },
    });
  }
}
