import {
  APPEAL_DAYS,
  type AppealBody,
  type DecisionGround,
  type Statement,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { DAY, addMs } from '../../lib/time';
import type { MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { renderMail, type RenderInput } from '../mail/templates';
import { mailLanguage } from '../payments/mail-locale';
import type { StatedAction } from './moderation-mail-texts';
import { statementToken, verifyStatementToken } from './statement-token';
import { StatementsRepository, type StatementRow } from './statements.repository';

const invalidLink = () => new AppError(400, 'decision_link_invalid');

/** Where a member reads a statement and appeals it, on their site. */
const statementLink = (baseUrl: string, token: string) =>
  `${baseUrl}/decisions?${new URLSearchParams({ token })}`;

/**
 * Statements of reasons and appeals, the members' side of moderation: a member reads every
 * decision that restricted them (signed in, or by the mail's link when a suspension keeps them
 * out) and appeals each once within six months; the appeal joins the moderators' inbox. After
 * a decision's undo moment its member gets the statement by mail and whoever reported it the
 * outcome, once; an appeal's outcome is mailed once too.
 */
export class StatementsService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Pick<Mailer, 'queue'>,
    private readonly mailSites: Pick<MailSites, 'forDomain'>,
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  private view(row: StatementRow): Statement {
    return {
      token: statementToken(this.secret, row.id),
      decidedAt: row.decided_at,
      action: row.action as StatedAction,
      ground: row.ground as DecisionGround,
      facts: row.text,
      endsAt: row.action === 'suspend' ? row.ends_at : null,
      automated: row.automated === 1,
      appealUntil: addMs(new Date(row.decided_at), APPEAL_DAYS * DAY),
      appeal:
        row.appeal_id === null
          ? null
          : {
              createdAt: row.appeal_created_at!,
              status: row.appeal_status!,
              decidedAt: row.appeal_decided_at,
              answer: row.appeal_answer,
            },
    };
  }

  /** The signed-in member's statements, newest first; read now, the site's notice goes. */
  async listFor(userId: number): Promise<Statement[]> {
    const repo = new StatementsRepository(this.db);
    const profileId = await repo.profileOfUser(userId);
    if (profileId === null) return [];
    const rows = await repo.statementsOf(profileId, this.now().toISOString());
    await repo.markRead(userId);
    return rows.map((row) => this.view(row));
  }

  private async rowOf(repo: StatementsRepository, token: string): Promise<StatementRow> {
    const decisionId = verifyStatementToken(this.secret, token);
    if (decisionId === null) throw invalidLink();
    const row = await repo.statement(decisionId, this.now().toISOString());
    // An undone decision has no statement: its link says so like a broken one.
    if (!row) throw invalidLink();
    return row;
  }

  async byToken(token: string): Promise<Statement> {
    return this.view(await this.rowOf(new StatementsRepository(this.db), token));
  }

  /**
   * Appeals the token's decision: once, within six months of it, into the moderators' inbox
   * as an item of its own, which another moderator than the decision's maker decides.
   */
  async appeal(token: string, body: AppealBody): Promise<Statement> {
    const now = this.now();
    const at = now.toISOString();
    return this.unitOfWork.run(async (tx) => {
      const repo = new StatementsRepository(tx.db);
      const row = await this.rowOf(repo, token);
      if (row.appeal_id !== null || row.reversed_at !== null) {
        throw new AppError(409, 'appeal_exists');
      }
      if (now.getTime() > Date.parse(row.decided_at) + APPEAL_DAYS * DAY) {
        throw new AppError(409, 'appeal_period_over');
      }
      const profileId = row.subject_profile_id;
      if (profileId === null) throw notFound();
      const appealId = await repo.insertAppeal({
        decisionId: row.id,
        profileId,
        text: body.text.trim(),
        now: at,
      });
      if (appealId === null) throw new AppError(409, 'appeal_exists');
      await repo.insertAppealItem({ appealId, profileId, action: row.action, now: at });
      return this.view((await repo.statement(row.id, at))!);
    });
  }

  /**
   * The `moderation.tell` job, after a decision's undo moment: the statement to its member
   * (every action but a dismissal), the outcome to the member who reported or the visitor who
   * sent the notice. Once: a second run finds it told; an undone decision tells nobody.
   */
  async tellDecision({ decisionId }: { decisionId: number }): Promise<void> {
    const at = this.now().toISOString();
    // Everything is read first: a mail site is looked up outside the unit of work.
    const repo = new StatementsRepository(this.db);
    const sources = await repo.decisionSources(decisionId);
    if (!sources) return;
    // Run early (a queue's clock ahead of ours): tried again, never told from inside the undo.
    if (sources.undo_until > at) throw new Error(`decision ${decisionId} can still be undone`);
    const acted = sources.action !== 'dismiss';
    const row = acted ? await repo.statement(decisionId, at) : undefined;
    const member =
      row && sources.subject_profile_id !== null
        ? await repo.memberOfProfile(sources.subject_profile_id)
        : undefined;
    const reporter =
      sources.report_id === null ? undefined : await repo.reporter(sources.report_id);
    const notifier =
      sources.complaint_id === null ? undefined : await repo.notifier(sources.complaint_id);
    const memberSite = await this.mailSites.forDomain(member?.site_domain ?? null);
    const reporterSite = await this.mailSites.forDomain(reporter?.site_domain ?? null);
    const defaultSite = await this.mailSites.forDomain(null);

    await this.unitOfWork.run(async (tx) => {
      if (!(await new StatementsRepository(tx.db).claimDecisionTelling(decisionId, at))) return;
      if (row && member && member.user_status !== 'deleted') {
        await new StatementsRepository(tx.db).countUnread(member.user_id);
        const statement = this.view(row);
        await this.mail(tx, member.user_id, member.email, 'statement_of_reasons', {
          language: member.language,
          site: memberSite,
          vars: {
            name: member.name,
            action: statement.action,
            ground: statement.ground,
            facts: statement.facts,
            endsAt: statement.endsAt,
            automated: statement.automated,
            appealUntil: statement.appealUntil,
            link: statementLink(memberSite.baseUrl, statement.token),
          },
        });
      }
      if (reporter && reporter.user_status !== 'deleted') {
        await this.mail(tx, reporter.user_id, reporter.email, 'report_outcome', {
          language: reporter.language,
          site: reporterSite,
          vars: {
            name: reporter.name,
            reportedAt: reporter.reported_at,
            acted,
            reference: null,
            link: `${reporterSite.baseUrl}/complaints`,
          },
        });
      }
      if (notifier) {
        await this.mail(tx, notifier.reporter_user_id, notifier.email, 'report_outcome', {
          language: notifier.language,
          site: defaultSite,
          vars: {
            name: notifier.name,
            reportedAt: notifier.reported_at,
            acted,
            reference: notifier.reference,
            link: `${defaultSite.baseUrl}/complaints`,
          },
        });
      }
    });
  }

  /** The `moderation.tell-appeal` job: the appeal's outcome to its member, once. */
  async tellAppeal({ appealId }: { appealId: number }): Promise<void> {
    const at = this.now().toISOString();
    const repo = new StatementsRepository(this.db);
    const appeal = await repo.appeal(appealId);
    if (!appeal || appeal.status === 'open') return;
    const member = await repo.memberOfProfile(appeal.profile_id);
    const site = await this.mailSites.forDomain(member?.site_domain ?? null);
    await this.unitOfWork.run(async (tx) => {
      const repo = new StatementsRepository(tx.db);
      if (!(await repo.claimAppealTelling(appealId, at))) return;
      if (!member || member.user_status === 'deleted') return;
      await this.mail(tx, member.user_id, member.email, 'appeal_outcome', {
        language: member.language,
        site,
        vars: {
          name: member.name,
          outcome: appeal.status as 'upheld' | 'reversed',
          answer: appeal.answer ?? '',
          link: statementLink(site.baseUrl, statementToken(this.secret, appeal.decision_id)),
        },
      });
    });
  }

  private async mail<K extends 'statement_of_reasons' | 'report_outcome' | 'appeal_outcome'>(
    tx: Tx,
    userId: number | null,
    to: string,
    kind: K,
    input: RenderInput<K>,
  ) {
    await this.mailer.queue(tx, {
      userId,
      kind,
      to,
      from: input.site.from,
      ...renderMail(kind, { ...input, language: mailLanguage(input.language) }),
    });
  }
}
