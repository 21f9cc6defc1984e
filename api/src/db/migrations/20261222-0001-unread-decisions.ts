import type { Kysely } from 'kysely';

/**
 * How many statements of reasons a member has been sent and not yet read in the product: the
 * site's notice asks them to read it until they open their decisions. A counter on the member,
 * so that the session's one query stays as cheap as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('unread_decisions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('unread_decisions').execute();
}
