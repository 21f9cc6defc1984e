import type { Kysely } from 'kysely';

/**
 * The swipe game and the match finder (decision 0113). `swipe_allowances` holds one
 * member's daily likes: how many are used in the window that ends at `resets_at` (their
 * next midnight), and the time zone that midnight is taken in. `member_passes` keeps whom
 * a member passed in the swipe game (for good) or skipped in the match finder (for a while).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('swipe_allowances')
    .addColumn('profile_id', 'integer', (c) =>
      c.primaryKey().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('time_zone_set_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_passes')
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('target_profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    // pass: the swipe game, for good; skip: the match finder, until it is old enough.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_passes_pk', ['profile_id', 'target_profile_id', 'kind'])
    .execute();

  // Proposals walk one country's members of one gender newest first and stop at the limit.
  await db.schema
    .createIndex('profiles_proposals')
    .on('profiles')
    .columns(['status', 'country', 'gender', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_proposals').execute();
  await db.schema.dropTable('member_passes').execute();
  await db.schema.dropTable('swipe_allowances').execute();
}
