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

  async usedBy(codeId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('discount_code_uses')
      .select('id')
      .where('discount_code_id', '=', codeId)
      .where('user_id', '=', userId)
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
