import type { Db } from '../../db/database';

/**
 * What taking a purchase back changes of its member, the same for a member's withdrawal and
 * a refund by our staff: credits taken back (never below zero) and premium, which purchases
 * give, ended with the last purchase that still stands.
 */
export class PurchaseReversalRepository {
  constructor(private readonly db: Db) {}

  /** Takes credits back, never below zero: the new balance, or undefined when too few are left. */
  async takeCredits(userId: number, credits: number) {
    return this.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '-', credits) }))
      .where('id', '=', userId)
      .where('credits', '>=', credits)
      .returning('credits')
      .executeTakeFirst();
  }

  /**
   * Whether a completed purchase besides this one still stands: neither withdrawn nor paid
   * back in full (a withdrawal's refund and our staff's together).
   */
  async hasOtherPurchase(userId: number, paymentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', paymentId)
      .where('status', '=', 'completed')
      .where('withdrawn_at', 'is', null)
      .where((eb) =>
        eb(eb('refunded_cents', '+', eb.ref('staff_refunded_cents')), '<', eb.ref('amount_cents')),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async endPremium(userId: number) {
    await this.db.updateTable('users').set({ paid_user: 0 }).where('id', '=', userId).execute();
  }
}
