import type { RefundBody, RefundResponse } from '@dating/shared-contracts/api';
import type { Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db/database';
import type { PaymentRefundTable } from '../../db/support.types';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { MailSiteOf, MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { actorOf, type StaffContext } from '../../lib/staff-actor';
import type { PaymentProvider } from '../payments/payment-provider';
import { PurchaseReversalRepository } from '../payments/purchase-reversal.repository';
import type { StaffService } from '../staff/staff.service';
import { memberPayment, refundableOf } from './member-payment';
import { refundMail } from './refund-mail';
import { RefundRepository } from './refund.repository';

/** The provider job tries this often (backoff up to an hour: about a day), as a withdrawal's does. */
export const STAFF_REFUND_MAX_ATTEMPTS = 30;

/** The balance moved between reading it and taking the credits: work it out again. */
class BalanceMoved extends Error {}

/**
 * How many credits a refund takes back (decision 0162): the credits of the purchase not yet
 * taken back, pro rata for the share of what is left to pay back that this refund pays, so
 * a refund of all that is left takes all its credits; never more than the balance holds.
 * `short` is what the balance no longer held (credits the member had spent).
 */
export function refundCredits(input: {
  credits: number;
  takenBefore: number;
  leftCents: number;
  refundCents: number;
  balance: number;
}): { taken: number; short: number } {
  const left = Math.max(0, input.credits - input.takenBefore);
  const wanted =
    input.leftCents <= 0 ? 0 : Math.floor((left * input.refundCents) / input.leftCents);
  const taken = Math.max(0, Math.min(wanted, input.balance));
  return { taken, short: wanted - taken };
}

/**
 * Refunds by finance staff (decision 0162), recorded first and paid back after, as a
 * withdrawal is (decision 0122): one unit of work claims the amount on the payment (never
 * past what was paid, whatever else was refunded), takes the credits back by the rule,
 * ends premium with a full refund of the last purchase, writes the ledger row, the member's
 * mail, the audit row and the `payment.staff-refund` job that asks the provider. The
 * console's idempotency key makes a repeat the same refund.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Pick<Mailer, 'queue'>,
    private readonly staff: StaffService,
    private readonly provider: () => PaymentProvider,
    private readonly mailSites: Pick<MailSites, 'resolver'>,
    private readonly now: () => Date,
  ) {}

  async refund(
    paymentId: number,
    body: RefundBody,
    context: StaffContext,
  ): Promise<RefundResponse> {
    const repo = new RefundRepository(this.db);
    const known = await repo.byKey(body.idempotencyKey);
    if (known) return this.repeat(known, paymentId, body);
    const payment = await repo.payment(paymentId);
    if (!payment) throw notFound();
    const sites = await this.mailSites.resolver(undefined);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const refundId = await this.unitOfWork.run((tx) =>
          this.record(tx, paymentId, body, context, sites),
        );
        return this.answer(refundId);
      } catch (error) {
        // The same key at the same moment: the other request recorded it; answer with that.
        if (isUniqueViolation(error)) {
          const other = await repo.byKey(body.idempotencyKey);
          if (other) return this.repeat(other, paymentId, body);
        }
        if (!(error instanceof BalanceMoved) || attempt >= 2) throw error;
      }
    }
  }

  private async record(
    tx: Tx,
    paymentId: number,
    body: RefundBody,
    context: StaffContext,
    sites: MailSiteOf,
  ): Promise<number> {
    const repo = new RefundRepository(tx.db);
    const at = this.now().toISOString();
    const current = (await repo.payment(paymentId))!;
    const refundId = await repo.insert({
      paymentId,
      userId: current.user_id,
      amountCents: body.amountCents,
      currency: current.currency,
      reason: body.reason.trim(),
      idempotencyKey: body.idempotencyKey,
      staffId: context.staff.id,
      now: at,
    });
    const before = await repo.claim(paymentId, body.amountCents, at);
    if (!before) {
      const row = (await repo.payment(paymentId))!;
      if (row.status !== 'completed') throw new AppError(409, 'payment_not_refundable');
      throw new AppError(409, 'refund_exceeds_payment', { refundableCents: refundableOf(row) });
    }
    const leftCents = refundableOf(before);
    const member = await repo.member(before.user_id);
    const { taken, short } = refundCredits({
      credits: before.credits,
      takenBefore: (before.withdrawn_credits ?? 0) + before.staff_refunded_credits,
      leftCents,
      refundCents: body.amountCents,
      balance: member.credits,
    });
    const purchases = new PurchaseReversalRepository(tx.db);
    if (taken > 0) {
      const balance = await purchases.takeCredits(before.user_id, taken);
      if (!balance) throw new BalanceMoved();
      await repo.addTakenCredits(paymentId, taken);
      await repo.ledgerRow(before.user_id, refundId, taken, at);
      await tx.enqueue('live.publish', {
        userId: before.user_id,
        event: { type: 'credits', credits: balance.credits },
      });
    }
    // Premium came from purchases: a full refund of the last one that stands ends it.
    const full = body.amountCents === leftCents;
    const premiumEnded =
      full &&
      member.paid_user === 1 &&
      !(await purchases.hasOtherPurchase(before.user_id, paymentId));
    if (premiumEnded) await purchases.endPremium(before.user_id);
    await repo.settle(refundId, { creditsTaken: taken, creditsShort: short, premiumEnded });
    await tx.enqueue(
      'payment.staff-refund',
      { refundId },
      { maxAttempts: STAFF_REFUND_MAX_ATTEMPTS },
    );
    await this.mailer.queue(
      tx,
      refundMail({
        userId: before.user_id,
        to: member.email,
        language: member.language,
        site: sites(member.site_domain),
        paymentId,
        paidAt: before.completed_at ?? before.created_at,
        paidCents: before.amount_cents,
        refundCents: body.amountCents,
        currency: before.currency,
        creditsTaken: taken,
        premiumEnded,
      }),
    );
    await this.staff.auditIn(tx.db, actorOf(context), {
      action: 'finance.refunded',
      subjectType: 'member',
      subjectId: String(before.user_id),
      detail: {
        role: 'finance',
        payment: paymentId,
        refund: refundId,
        amountCents: body.amountCents,
        currency: before.currency,
        reason: body.reason.trim(),
        creditsTaken: taken,
        creditsShort: short,
        premiumEnded,
      },
    });
    return refundId;
  }

  /** A known key: the same refund's answer, or a refusal when the key meant another one. */
  private async repeat(
    known: Selectable<PaymentRefundTable>,
    paymentId: number,
    body: RefundBody,
  ): Promise<RefundResponse> {
    if (known.payment_id !== paymentId || known.amount_cents !== body.amountCents) {
      throw new AppError(409, 'idempotency_key_reused');
    }
    return this.answer(known.id);
  }

  private async answer(refundId: number): Promise<RefundResponse> {
    const repo = new RefundRepository(this.db);
    const refund = (await repo.refund(refundId))!;
    const payment = (await repo.payment(refund.payment_id))!;
    return {
      refund: {
        id: String(refund.id),
        paymentId: String(refund.payment_id),
        amountCents: refund.amount_cents,
        currency: refund.currency,
        creditsTaken: refund.credits_taken,
        creditsShort: refund.credits_short,
        premiumEnded: refund.premium_ended === 1,
        status: refund.status,
        createdAt: refund.created_at,
      },
      payment: memberPayment(payment),
    };
  }

  /**
   * The `payment.staff-refund` job: asks the provider to pay back what the refund recorded,
   * under the key `staff-refund-<id>` (a retry after a lost answer refunds once). A failure
   * throws, so the job runs again later; done once the provider's refund id is stored.
   */
  async sendToProvider({ refundId }: { refundId: number }): Promise<void> {
    const repo = new RefundRepository(this.db);
    const refund = await repo.refund(refundId);
    if (!refund || refund.provider_refund_id !== null) return;
    const payment = await repo.payment(refund.payment_id);
    if (!payment || payment.provider_payment_id === null) return;
    const provider = this.provider();
    if (payment.provider !== provider.name) {
      throw new Error(
        `payment ${payment.id} was made with ${payment.provider}, the provider is ${provider.name}`,
      );
    }
    const made = await provider.createRefund({
      providerPaymentId: payment.provider_payment_id,
      amount: { cents: refund.amount_cents, currency: refund.currency },
      description: `Refund ${refundId} of payment ${payment.id}`,
      idempotencyKey: `staff-refund-${refundId}`,
    });
    await repo.markRefunded(refundId, made.id, this.now().toISOString());
  }
}
