import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Explicit consents for sensitive profile attributes (a sexual orientation), with their
 * times. A member's orientation stored before consents were asked has no consent behind it,
 * so it is erased: the member can choose it again, with the consent. Profiles without an
 * account (the seed's) and fictional ones (staff-written) belong to no person and keep theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('member_consents')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_consents_user')
    .on('member_consents')
    .columns(['user_id', 'purpose'])
    .execute();
  await sql`update profiles set sexuality = null
    where user_id is not null and is_fictional = 0 and sexuality is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_consents').ifExists().execute();
}
