import { sql } from 'kysely';
import { createPostgres, type Db } from '../src/db/database';
import { accountRepositories } from '../src/modules/accounts/account-base';
import { profileIdOfUser } from '../src/modules/members/profile-of-user.query';
import { createTestApp, type TestContext } from './helper';
import { describeOnPostgres, onPostgres } from './services/postgres';

/** The statements kept prepared on the connection `db` runs on (one connection: max 1). */
const preparedTexts = async (db: Db) =>
  (
    await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements where not from_sql`.execute(db)
  ).rows.map((row) => row.statement);

// A query compiled once runs as a named statement, parsed once per connection; a query built
// per call stays unnamed. Planning took most of PostgreSQL's CPU on the chat's send path.
describeOnPostgres(onPostgres('queries compiled once on PostgreSQL'), () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = createPostgres(ctx.app.config.databaseUrl!, ctx.app.config.databaseSchema, {
      statementTimeoutMs: 10_000,
      max: 1,
    });
  });
  afterAll(async () => {
    await db.destroy();
    await ctx.close();
  });

  it('are kept prepared on the connection and give the same rows each time', async () => {
    const users = accountRepositories(db).users;
    const first = await users.findById(1);
    expect(first?.profile.name).toBe('Demo');
    expect(await profileIdOfUser(db, 1)).toBe(first!.profile.id);
    const prepared = await preparedTexts(db);
    expect(prepared).toHaveLength(2);
    expect(prepared.some((text) => /from "profiles" where "user_id" = \$1$/.test(text))).toBe(true);
    // Run again and past PostgreSQL's five custom plans: the same statements, the same rows.
    for (let i = 0; i < 7; i += 1) {
      expect(await users.findById(1)).toEqual(first);
      expect(await profileIdOfUser(db, 999_999)).toBeNull();
    }
    expect((await preparedTexts(db)).sort()).toEqual([...prepared].sort());
  });

  it('leave a query built per call unnamed', async () => {
    const before = await preparedTexts(db);
    const row = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('demo@example.nl');
    expect(await preparedTexts(db)).toEqual(before);
  });

  it('survive a change of the table they read', async () => {
    await profileIdOfUser(db, 1);
    await sql`create index profiles_test_user on profiles (user_id, id)`.execute(ctx.app.db);
    try {
      expect(await profileIdOfUser(db, 1)).not.toBeNull();
    } finally {
      await sql`drop index profiles_test_user`.execute(ctx.app.db);
    }
    expect(await profileIdOfUser(db, 1)).not.toBeNull();
  });
});
