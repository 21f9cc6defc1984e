import type { Db } from '../../db/database';

export class DiscountRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string) {
    return this.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
  }

  /** A personal code; nothing happens when the code exists already. */
  async insertPersonal(values: {
    code: string;
    userId: number;
    percentage: number;
    expiresAt: string;
    now: string;
  }) {
    await this.db
      .insertInto('discount_codes')
      .values({
        code: values.code,
        country: null,
        user_id: values.userId,
        expires_at: values.expiresAt,
        value_percentage: values.percentage,
        currency: 'EUR',
        minimum_order_value: 0,
        status: 'active',
        once_per_user: 1,
        paymentmethods: '[]',
        created_at: values.now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  /** Whether a payment of the member with the code completed (a reservation is no use yet). */
  async usedBy(codeId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('discount_code_uses')
      .select('id')
      .where('discount_code_id', '=', codeId)
      .where('user_id', '=', userId)
      .where('state', '=', 'used')
      .executeTakeFirst();
    return row !== undefined;
  }

  async userFacts(userId: number) {
    return this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.signup_date', 'users.paid_user', 'profiles.country'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
  }
}
