import type { Insertable } from 'kysely';
import type { TestPushAnswer } from '@dating/shared-contracts/api';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/database.types';

/** The SQL of the push service stand-in: its subscriptions and the pushes they received. */
export class TestPushServiceRepository {
  constructor(private readonly db: Db) {}

  async insertSubscription(values: Insertable<Database['test_push_subscriptions']>) {
    await this.db.insertInto('test_push_subscriptions').values(values).execute();
  }

  async subscription(id: string) {
    return this.db
      .selectFrom('test_push_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async subscriptionExists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('test_push_subscriptions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Keeps a push received: its id. */
  async insertMessage(values: Insertable<Database['test_push_messages']>): Promise<number> {
    const message = await this.db
      .insertInto('test_push_messages')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return message.id;
  }

  /** The pushes of a subscription, oldest first. */
  async messages(subscriptionId: string) {
    return this.db
      .selectFrom('test_push_messages')
      .select(['id', 'payload', 'ttl', 'urgency', 'topic', 'received_at'])
      .where('subscription_id', '=', subscriptionId)
      .orderBy('id')
      .execute();
  }

  /** False for an unknown subscription. */
  async setAnswer(id: string, answer: TestPushAnswer): Promise<boolean> {
    const result = await this.db
      .updateTable('test_push_subscriptions')
      .set({ answer })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
