import type { PaymentResponse } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { MailSiteOf, MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import type { PaymentsAccess } from './direct-debit-access';
import { withdrawalMail } from './withdrawal-mail';
import { WithdrawalRepository } from './withdrawal.repository';
import { PurchaseReversalRepository } from './purchase-reversal.repository';
import { withdrawalQuote } from './withdrawal-quote';

/** The refund job tries this often (backoff up to an hour: about a day) before it waits for ops. */
export const REFUND_MAX_ATTEMPTS = 30;

/** The balance moved between reading it and taking the credits: quote again. */
class BalanceMoved extends Error {}

/**
 * Withdrawing from a purchase (decision 0122). The withdrawal is recorded in one unit of work
 * (credits taken back without the balance going negative, the ledger row that makes it
 * once, the payment marked, premium ended when no other purchase is left, the mail and the
 * refund job); the refund at the provider follows in the `payment.refund` job, which
 * retries until the provider accepts it. Recording first means a provider outage never
 * loses the member's withdrawal, and the credits are gone before any money goes back.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Pick<Mailer, 'queue'>,
    private readonly core: PaymentsAccess,
    private readonly config: { now: () => Date },
    private readonly mailSites: Pick<MailSites, 'resolver'>,
  ) {}

  /** `origin`: the public address the member withdraws on, the mail's link (decision 0139). */
  async withdraw(userId: number, paymentId: number, origin?: string): Promise<PaymentResponse> {
    if (!(await new WithdrawalRepository(this.db).isOwnedBy(paymentId, userId))) throw notFound();
    const sites = await this.mailSites.resolver(origin);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.unitOfWork.run((unit) => this.record(unit, userId, paymentId, sites));
        break;
      } catch (error) {
        if (!(error instanceof BalanceMoved) || attempt >= 2) throw error;
      }
    }
    return this.core.payments.response(userId, paymentId);
  }

  private async record(
    unit: Tx,
    userId: number,
    paymentId: number,
    sites: MailSiteOf,
  ): Promise<void> {
    const repo = new WithdrawalRepository(unit.db);
    const nowDate = this.config.now();
    const now = nowDate.toISOString();
    const payment = await repo.existingPayment(paymentId);
    const user = await repo.member(userId);
    const quote = withdrawalQuote(payment, user.credits, nowDate);
    if (!quote.possible) throw new AppError(409, 'withdrawal_not_possible');

    // Claims the withdrawal: a second one (another tab, a retry) finds it taken.
    const claimed = await repo.claim(
      paymentId,
      { credits: quote.credits, refundedCents: payment.refunded_cents + quote.refund_cents },
      now,
    );
    if (!claimed) throw new AppError(409, 'withdrawal_not_possible');

    // Never below zero: if credits were spent meanwhile, the quote is made again.
    const purchases = new PurchaseReversalRepository(unit.db);
    const charged = await purchases.takeCredits(userId, quote.credits);
    if (!charged) throw new BalanceMoved();

    // Unique (reason, reference): a second withdrawal of this payment cannot be written.
    await repo.insertLedgerRow(userId, paymentId, quote.credits, now);

    // Premium came from purchases: it ends with the last one that still stands.
    if (!(await purchases.hasOtherPurchase(userId, paymentId))) await purchases.endPremium(userId);

    if (quote.refund_cents > 0) {
      await unit.enqueue('payment.refund', { paymentId }, { maxAttempts: REFUND_MAX_ATTEMPTS });
    }
    await unit.enqueue('live.publish', {
      userId,
      event: { type: 'credits', credits: charged.credits },
    });
    const site = sites(user.site_domain);
    const mail = withdrawalMail({
      language: user.language,
      paymentId,
      boughtAt: payment.completed_at ?? payment.created_at,
      refundCents: quote.refund_cents,
      currency: payment.currency,
      credits: quote.credits,
      site,
    });
    await this.mailer.queue(unit, {
      userId,
      kind: 'withdrawal',
      to: user.email,
      from: site.from,
      ...mail,
    });
  }

  /**
   * The `payment.refund` job: asks the provider to refund what the withdrawal recorded, under
   * the key `withdraw-<id>` (a retry after a lost answer refunds once). A failure throws, so
   * the job runs again later; done once the provider's refund id is stored.
   */
  async refund({ paymentId }: { paymentId: number }): Promise<void> {
    const repo = new WithdrawalRepository(this.db);
    const payment = await repo.payment(paymentId);
    if (!payment || payment.withdrawn_at === null || payment.provider_refund_id !== null) return;
    if (payment.refunded_cents <= 0 || payment.provider_payment_id === null) return;
    const { provider } = this.core;
    if (payment.provider !== provider.name) {
      throw new Error(
        `payment ${paymentId} was made with ${payment.provider}, the provider is ${provider.name}`,
      );
    }
    const refund = await provider.createRefund({
      providerPaymentId: payment.provider_payment_id,
      amount: { cents: payment.refunded_cents, currency: payment.currency },
      description: `Withdrawal of payment ${paymentId}`,
      idempotencyKey: `withdraw-${paymentId}`,
    });
    await repo.setRefundId(paymentId, refund.id, this.config.now().toISOString());
  }
}
