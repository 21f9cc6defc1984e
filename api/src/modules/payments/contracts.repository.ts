import type { Db } from '../../db/database';

/** The SQL of a member's repeating agreements (stored mandates) and their cancellation. */
export class ContractsRepository {
  constructor(private readonly db: Db) {}

  /** Running and cancelled mandates of the member, newest first. */
  async ofUser(userId: number) {
    return this.db
      .selectFrom('payment_mandates')
      .select(['id', 'method', 'label', 'created_at', 'cancelled_at', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['valid', 'cancelled'])
      .orderBy('id', 'desc')
      .execute();
  }

  async one(id: number, userId: number) {
    return this.db
      .selectFrom('payment_mandates')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', ['valid', 'cancelled'])
      .executeTakeFirst();
  }

  async mandate(id: number) {
    return this.db
      .selectFrom('payment_mandates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Cancels a running mandate; false when another request cancelled it first. */
  async cancel(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payment_mandates')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'valid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markRevoked(id: number, now: string) {
    await this.db
      .updateTable('payment_mandates')
      .set({ provider_revoked_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Where the receipt goes and in which language and site. */
  async member(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['email', 'language', 'site_domain'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }
}
