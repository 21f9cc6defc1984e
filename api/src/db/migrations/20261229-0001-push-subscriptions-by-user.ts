import type { Kysely } from 'kysely';

/**
 * A member's push subscriptions are found by the member: the notifier's notice asks whether
 * any browser of the member is subscribed, and a push is queued to each of them (an index,
 * so neither reads the whole table as more members subscribe).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_user').execute();
}
