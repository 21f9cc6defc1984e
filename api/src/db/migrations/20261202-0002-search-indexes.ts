import type { Kysely } from 'kysely';

/**
 * Member search over 100,000 profiles (decision 0108). The unfiltered search lists active
 * profiles by id: with (status, id) it walks them in that order instead of sorting them all,
 * and with user_id beside them counting needs no table lookups. The blocked side of `blocks`
 * had no index of its own, so finding who blocked the viewer scanned every block.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profiles_status_id')
    .on('profiles')
    .columns(['status', 'id', 'user_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_profile_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blocks_blocked').ifExists().execute();
  await db.schema.dropIndex('profiles_status_id').ifExists().execute();
}
