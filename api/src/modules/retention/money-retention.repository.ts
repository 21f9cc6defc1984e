import type { Db } from '../../db/database';

/**
 * The SQL of the books' end (decision 0167): the payments, ledger rows and mandates of erased
 * accounts once they are older than the cutoff. Each call deletes one batch in one short
 * statement or transaction and says how many rows it removed.
 */
export class MoneyRetentionRepository {
  constructor(private readonly db: Db) {}

  private erasedUsers() {
    return this.db
      .selectFrom('account_deletions')
      .select('user_id')
      .where('erased_at', 'is not', null);
  }

  /** Up to `limit` payments of erased accounts made before `cutoff`. */
  async oldPayments(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', 'in', this.erasedUsers())
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes payments with what points at them: their discount code uses and refunds (the
   * refunds by the foreign key); a repeat order made from one forgets where it came from.
   * Run in a unit of work.
   */
  async deletePayments(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    await this.db.deleteFrom('discount_code_uses').where('payment_id', 'in', ids).execute();
    await this.db.deleteFrom('payment_refunds').where('payment_id', 'in', ids).execute();
    await this.db
      .updateTable('payments')
      .set({ repeat_of: null })
      .where('repeat_of', 'in', ids)
      .execute();
    await this.db
      .updateTable('direct_debit_requests')
      .set({ payment_id: null })
      .where('payment_id', 'in', ids)
      .execute();
    const result = await this.db.deleteFrom('payments').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes up to `limit` ledger rows of erased accounts written before `cutoff`. */
  async deleteOldLedger(cutoff: string, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('credit_ledger')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('credit_ledger')
          .select('id')
          .where('user_id', 'in', this.erasedUsers())
          .where('created_at', '<', cutoff)
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes up to `limit` mandates of erased accounts made before `cutoff` that no payment names. */
  async deleteOldMandates(cutoff: string, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('payment_mandates')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('payment_mandates')
          .select('id')
          .where('user_id', 'in', this.erasedUsers())
          .where('created_at', '<', cutoff)
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('payments')
                  .select('payments.id')
                  .whereRef('payments.mandate_id', '=', 'payment_mandates.id'),
              ),
            ),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
