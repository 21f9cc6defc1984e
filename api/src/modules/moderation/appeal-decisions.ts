import type { AppealDecisionBody } from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { StaffService } from '../staff/staff.service';
import { restoreDecision, type Changed } from './decision-effects';
import { ModerationRepository, type ItemRow } from './moderation.repository';
import { actorOf, type StaffContext } from '../../lib/staff-actor';
import { StatementsRepository } from './statements.repository';

/** An appeal item's appeal with the decision it contests. */
export type AppealedDecision = NonNullable<Awaited<ReturnType<typeof appealedDecision>>>;

/** An appeal item's appeal and the decision it contests; null for any other item. */
export async function appealedDecision(repo: ModerationRepository, item: ItemRow) {
  if (item.kind !== 'appeal' || item.appeal_id === null) return null;
  const appeal = await new StatementsRepository(repo.db).appeal(item.appeal_id);
  const decision = appeal ? await repo.decision(appeal.decision_id) : undefined;
  return appeal && decision ? { ...decision, appeal } : null;
}

/**
 * An appeal goes to another moderator than the decision's maker: its maker may neither hold
 * nor decide it.
 */
export async function refuseOwnDecision(
  repo: ModerationRepository,
  item: ItemRow | undefined,
  context: StaffContext,
) {
  const decision = item ? await appealedDecision(repo, item) : null;
  if (decision && decision.staff_id === context.staff.id) {
    throw new AppError(409, 'own_decision');
  }
}

/**
 * Appeals against decisions, decided by a moderator other than the decision's maker: upheld,
 * or reversed, which puts back what the decision changed of its member (not the report it
 * answered: that stays decided). The member is told the outcome. In one unit of work with its
 * audit row.
 */
export class AppealDecisions {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly now: () => Date,
  ) {}

  async decide(itemId: number, body: AppealDecisionBody, context: StaffContext) {
    const at = this.now().toISOString();
    await this.unitOfWork.run(async (tx) => {
      const repo = new ModerationRepository(tx.db);
      const item = await repo.item(itemId);
      if (!item) throw notFound();
      if (item.status !== 'open') throw new AppError(409, 'item_closed');
      const appealed = await appealedDecision(repo, item);
      if (!appealed) {
        throw new AppError(400, 'validation_failed', undefined, [
          { field: 'outcome', messageKey: 'field_invalid' },
        ]);
      }
      await refuseOwnDecision(repo, item, context);
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
}
