import type { Db } from '../../db/database';

/** What a member should know before paying, beside the offer itself. */
export class BuyerFactsRepository {
  constructor(private readonly db: Db) {}

  /** How many conversations the member has open (not deleted by them) with fictional profiles. */
  async fictionalConversations(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('profiles as mine')
      .innerJoin('conversation_members as me', 'me.profile_id', 'mine.id')
      .innerJoin('conversation_members as them', (join) =>
        join
          .onRef('them.conversation_id', '=', 'me.conversation_id')
          .onRef('them.profile_id', '<>', 'me.profile_id'),
      )
      .innerJoin('profiles as partner', 'partner.id', 'them.profile_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('mine.user_id', '=', userId)
      .where('me.deleted_at', 'is', null)
      .where('partner.is_fictional', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
