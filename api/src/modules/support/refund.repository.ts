import type { Db } from '../../db/database';
import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';

/** The SQL of staff refunds (decision 0162); built on the unit of work's transaction to record one. */
export class RefundRepository {
  constructor(private readonly db: Db) {}

  async byKey(idempotencyKey: string) {
    return this.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  async refund(id: number) {
    return this.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async payment(id: number) {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What the refund's mail and credits need of the member. */
  async member(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['credits', 'paid_user', 'email', 'language', 'site_domain'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * The refund's row, first thing in its unit of work: the unique idempotency key makes a
   * second request with the key wait for this one and then fail, so it is recorded once.
   */
  async insert(values: {
    paymentId: number;
    userId: number;
    amountCents: number;
    currency: string;
    reason: string;
    idempotencyKey: string;
    staffId: number;
    now: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('payment_refunds')
      .values({
        payment_id: values.paymentId,
        user_id: values.userId,
        amount_cents: values.amountCents,
        currency: values.currency,
        credits_taken: 0,
        reason: values.reason,
        idempotency_key: values.idempotencyKey,
        staff_id: values.staffId,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Adds the refund to the payment only while the payment is completed and everything paid
   * back (the withdrawal's refund and staff refunds) stays within the amount paid: a
   * conditional update, so two refunds at once can never pay back more. The row as it was
   * before, or undefined when refused.
   */
  async claim(paymentId: number, amountCents: number, now: string) {
    const row = await this.db
      .updateTable('payments')
      .set((eb) => ({
        staff_refunded_cents: eb('staff_refunded_cents', '+', amountCents),
        updated_at: now,
      }))
      .where('id', '=', paymentId)
      .where('status', '=', 'completed')
      .where((eb) =>
        eb(
          eb(eb('refunded_cents', '+', eb.ref('staff_refunded_cents')), '+', amountCents),
          '<=',
          eb.ref('amount_cents'),
        ),
      )
      .returningAll()
      .executeTakeFirst();
    return row && { ...row, staff_refunded_cents: row.staff_refunded_cents - amountCents };
  }

  async addTakenCredits(paymentId: number, credits: number) {
    await this.db
      .updateTable('payments')
      .set((eb) => ({ staff_refunded_credits: eb('staff_refunded_credits', '+', credits) }))
      .where('id', '=', paymentId)
      .execute();
  }

  async ledgerRow(userId: number, refundId: number, credits: number, now: string) {
    await new CreditLedgerRepository(this.db).record({
      userId,
      amount: -credits,
      reason: 'staff_refund',
      reference: ledgerReference.refund(refundId),
      now,
    });
  }

  async settle(
    id: number,
    values: { creditsTaken: number; creditsShort: number; premiumEnded: boolean },
  ) {
    await this.db
      .updateTable('payment_refunds')
      .set({
        credits_taken: values.creditsTaken,
        credits_short: values.creditsShort,
        premium_ended: values.premiumEnded ? 1 : 0,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Stores the provider's refund id once; a second run of the job stores nothing. */
  async markRefunded(id: number, providerRefundId: string, now: string) {
    await this.db
      .updateTable('payment_refunds')
      .set({ provider_refund_id: providerRefundId, status: 'refunded', refunded_at: now })
      .where('id', '=', id)
      .where('provider_refund_id', 'is', null)
      .execute();
  }
}
