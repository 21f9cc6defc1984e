import type { Db } from './database';

/** Why a member's credits changed. */
export type LedgerReason =
  'message' | 'gift' | 'refund' | 'purchase' | 'withdrawal' | 'staff_refund';

/** What a ledger row is about, written the same way wherever credits move. */
export const ledgerReference = {
  message: (messageId: number) => `message:${messageId}`,
  payment: (paymentId: number) => `payment:${paymentId}`,
  /** A refund staff made (decision 0162), one row per refund. */
  refund: (refundId: number) => `refund:${refundId}`,
} as const;

export interface LedgerEntry {
  readonly userId: number;
  /** Credits added (positive) or taken (negative). */
  readonly amount: number;
  readonly reason: LedgerReason;
  /** From `ledgerReference`. */
  readonly reference: string;
  readonly now: string;
}

/**
 * The credit ledger: a row for every change of a member's credits, never changed or deleted.
 * (reason, reference) is unique for purchases and withdrawals, so a second grant or
 * withdrawal of one payment cannot commit.
 */
export class CreditLedgerRepository {
  constructor(private readonly db: Db) {}

  async record({ userId, amount, reason, reference, now }: LedgerEntry): Promise<void> {
    await this.db
      .insertInto('credit_ledger')
      .values({ user_id: userId, amount, reason, reference, created_at: now })
      .execute();
  }
}
