import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentStatus, PaymentTable as Table } from '../../db/payments.types';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { MailSiteOf } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { ourStatus, type ProviderPayment } from './payment-provider';
import { receiptMail } from './payment-receipt-mail';
import { PaymentSettlementRepository } from './payment-settlement.repository';
import { PaymentsRepository } from './payments.repository';

type PaymentTable = Selectable<Table>;

export interface SettlementDeps {
  readonly db: Db;
  readonly unitOfWork: UnitOfWork;
  readonly mailer: Pick<Mailer, 'queue'>;
  /** The member sites for the receipt, read before the unit of work opens. */
  readonly mailSites: (origin?: string) => Promise<MailSiteOf>;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Told once per payment that ended (payment_outcomes_total), after its change committed. */
  readonly recordOutcome: (payment: Pick<PaymentTable, 'provider' | 'status'>) => void;
}

/** An invoice number per completed payment: unique because the payment's id is. */
export const invoiceNumber = (paymentId: number, completedAt: string): string =>
  `INV-${completedAt.slice(0, 4)}-${String(paymentId).padStart(6, '0')}`;

/**
 * Applies what the provider says of a payment to ours, in one unit of work, from pending
 * only (decision 0122-payments-core): a webhook, its duplicate and the reconciliation job
 * all come here, so a purchase is credited once whoever comes first. Paid grants the
 * credits with their ledger row, makes the member premium, uses the discount code, keeps a
 * first payment's mandate, tells the member's pages and mails the receipt. Failed, expired
 * and cancelled end it and free the code it reserved. A late paid after an end, or pending
 * after paid, changes nothing.
 * Every end of a payment goes through here (failUnsent too), so each is recorded once.
 */
export class PaymentSettlement {
  constructor(private readonly deps: SettlementDeps) {}

  /**
   * Our status after applying (the one it had when nothing changed). `origin`: the public
   * address of the request that brought the news, for the receipt's links (decision 0139).
   */
  async apply(
    paymentId: number,
    provided: ProviderPayment,
    origin?: string,
  ): Promise<PaymentStatus | null> {
    const target = ourStatus(provided.status);
    const sites = target === 'completed' ? await this.deps.mailSites(origin) : null;
    return this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.now().toISOString();
      const repo = new PaymentSettlementRepository(tx.db);
      const row = await repo.payment(paymentId);
      if (!row) return null;
      if (target === 'pending') {
        await repo.notePendingStatus(paymentId, provided.status, now);
        return row.status;
      }
      if (
        target === 'completed' &&
        (provided.amount.cents !== row.amount_cents || provided.amount.currency !== row.currency)
      ) {
        this.deps.log.warn(
          { paymentId, provided: provided.amount },
          'payment: the provider was paid another amount than ours; not credited',
        );
        return row.status;
      }
      const changed = await repo.endPending(paymentId, {
        status: target,
        provider_status: provided.status,
        updated_at: now,
        ...(target === 'completed'
          ? { completed_at: now, invoice_number: invoiceNumber(paymentId, now) }
          : { failure_reason: provided.status }),
      });
      if (!changed) {
        if (target === 'completed' && row.status !== 'completed') {
          this.deps.log.warn(
            { paymentId, status: row.status },
            'payment: paid after it had ended; ignored',
          );
        }
        return row.status;
      }
      if (target === 'completed') await this.grant(tx, changed, provided, sites!, now);
      else await this.end(tx, changed);
      tx.afterCommit(async () => this.deps.recordOutcome(changed));
      return changed.status;
    });
  }

  /** Ends a payment the provider never took (refused, or unreachable), if still pending. */
  async failUnsent(paymentId: number, reason: 'provider_unavailable' | 'refused'): Promise<void> {
    await this.deps.unitOfWork.run(async (tx) => {
      const repo = new PaymentsRepository(tx.db);
      const ended = await repo.failPending(paymentId, reason, this.deps.now());
      if (!ended) return;
      await repo.freeCode(paymentId);
      tx.afterCommit(async () =>
        this.deps.recordOutcome({ provider: ended.provider, status: 'failed' }),
      );
    });
  }

  private async grant(
    tx: Tx,
    payment: PaymentTable,
    provided: ProviderPayment,
    sites: MailSiteOf,
    now: string,
  ) {
    // The first purchase makes the member premium, which ends the time bonus.
    const repo = new PaymentSettlementRepository(tx.db);
    const user = await repo.grantCredits(payment.user_id, payment.credits);
    await repo.insertPurchaseLedgerRow(payment.user_id, payment.id, payment.credits, now);
    if (payment.discount_code_id !== null) {
      await new PaymentsRepository(tx.db).useCode(
        { id: payment.id, user_id: payment.user_id, discount_code_id: payment.discount_code_id },
        now,
      );
    }
    if (payment.mandate_id !== null && payment.sequence === 'first') {
      await repo.settlePendingMandate(
        payment.mandate_id,
        provided.mandateId
          ? { providerMandateId: provided.mandateId, label: provided.payerLabel ?? payment.method }
          : null,
      );
    }
    await this.publish(tx, payment, user.credits, true);
    await tx.enqueue('live.publish', {
      userId: payment.user_id,
      event: { type: 'credits', credits: user.credits },
    });
    const site = sites(user.site_domain);
    await this.deps.mailer.queue(
      tx,
      receiptMail({
        userId: payment.user_id,
        to: user.email,
        language: payment.language,
        site,
        paymentId: payment.id,
        credits: payment.credits,
        amountCents: payment.amount_cents,
        currency: payment.currency,
        method: payment.method,
        invoiceNumber: payment.invoice_number ?? invoiceNumber(payment.id, now),
        completedAt: payment.completed_at ?? now,
        consentText: payment.consent_text ?? '',
        link: `${site.baseUrl}/transactions/${payment.id}`,
      }),
    );
  }

  private async end(tx: Tx, payment: PaymentTable) {
    // A payment that ended unpaid gives its code back, to be used on another.
    await new PaymentsRepository(tx.db).freeCode(payment.id);
    if (payment.mandate_id !== null && payment.sequence === 'first') {
      await new PaymentSettlementRepository(tx.db).settlePendingMandate(payment.mandate_id, null);
    }
    const user = await new PaymentsRepository(tx.db).balance(payment.user_id);
    await this.publish(tx, payment, user.credits, user.paid_user === 1);
  }

  private async publish(tx: Tx, payment: PaymentTable, credits: number, paidUser: boolean) {
    await tx.enqueue('live.publish', {
      userId: payment.user_id,
      event: {
        type: 'payment',
        payment_id: String(payment.id),
        status: payment.status,
        credits,
        paid_user: paidUser,
      },
    });
  }
}
