import type { Db } from '../../db/database';

/** The browsers' push subscriptions of members: one row per endpoint. */
export class PushSubscriptionRepository {
  constructor(private readonly db: Db) {}

  async add(userId: number, sub: { endpoint: string; p256dh: string; auth: string }, now: string) {
    // One row per endpoint: a browser that re-subscribes moves to the current user.
    await this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...sub, created_at: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: sub.p256dh,
          auth: sub.auth,
          created_at: now,
        }),
      )
      .execute();
  }

  /** Forgets the user's subscription of this endpoint; false when the user has none. */
  async remove(userId: number, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
