import type { Kysely } from 'kysely';

/**
 * Signup in seven steps (decision 0117). `users.signup_step` is the step a member who has
 * not finished signup is on (2 to 7; the account is step 1), so they come back there on any
 * device; null once the steps are done, as for every account made before them.
 * `users.invited_by_profile_id` is the profile whose invite page (/members/{id}/signup) the
 * account was made on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('signup_step', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('invited_by_profile_id', 'integer', (c) =>
      c.references('profiles.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invited_by_profile_id').execute();
  await db.schema.alterTable('users').dropColumn('signup_step').execute();
}
