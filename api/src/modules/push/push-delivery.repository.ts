import type { Db } from '../../db/database';

/** The SQL of sending pushes: a member's subscriptions, one to deliver to, one that is gone. */
export class PushDeliveryRepository {
  constructor(private readonly db: Db) {}

  /** The member's subscriptions, oldest first. */
  async subscriptionIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => Number(row.id));
  }

  async subscription(id: number) {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Deletes a subscription only at this endpoint: a browser that subscribed again keeps its new row. */
  async deleteGone(id: number, endpoint: string) {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('id', '=', id)
      .where('endpoint', '=', endpoint)
      .execute();
  }
}
