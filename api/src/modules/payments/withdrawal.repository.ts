import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';
import type { Db } from '../../db/database';

/** The SQL of withdrawals; built on the unit of work's transaction for the recording. */
export class WithdrawalRepository {
  constructor(private readonly db: Db) {}

  async isOwnedBy(paymentId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('payments')
      .select('id')
      .where('id', '=', paymentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async payment(paymentId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
  }

  async existingPayment(paymentId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
  }

  /** What the quote and the mail need of the member. */
  async member(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['credits', 'email', 'language', 'site_domain'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Marks a completed payment withdrawn, unless it already is: false when another
   * withdrawal (another tab, a retry) claimed it first.
   */
  async claim(
    paymentId: number,
    values: { credits: number; refundedCents: number },
    now: string,
  ): Promise<boolean> {
    const claimed = await this.db
      .updateTable('payments')
      .set({
        withdrawn_at: now,
        withdrawn_credits: values.credits,
        refunded_cents: values.refundedCents,
        updated_at: now,
      })
      .where('id', '=', paymentId)
      .where('status', '=', 'completed')
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Unique (reason, reference): a second withdrawal of this payment cannot be written. */
  async insertLedgerRow(userId: number, paymentId: number, credits: number, now: string) {
    await new CreditLedgerRepository(this.db).record({
      userId,
      amount: -credits,
      reason: 'withdrawal',
      reference: ledgerReference.payment(paymentId),
      now,
    });
  }

  /** Stores the provider's refund id once (a second refund of the job stores nothing). */
  async setRefundId(paymentId: number, refundId: string, now: string) {
    await this.db
      .updateTable('payments')
      .set({ provider_refund_id: refundId, updated_at: now })
      .where('id', '=', paymentId)
      .where('provider_refund_id', 'is', null)
      .execute();
  }
}
