import { sql } from 'kysely';
import { type ConfigError, loadConfig } from '../src/config';
import { createTestApp, login, type TestContext } from './helper';
import { describeOnPostgres, onPostgres } from './services/postgres';

// A read replica (DATABASE_REPLICA_URL) takes the member search off the primary; a replica
// that fails never fails a search. PostgreSQL only: a replica is of a PostgreSQL primary.
/** The URL with an application name, by which pg_stat_activity tells its connections apart. */
function named(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

describe('DATABASE_REPLICA_URL', () => {
  it('is a PostgreSQL URL, and only beside DATABASE_URL', () => {
    const primary = 'postgres://app@db-primary:5432/dating';
    const replica = 'postgres://app@db-replica:5432/dating';
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl,
    ).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    for (const [env, problem] of [
      [{ DATABASE_REPLICA_URL: replica }, /^DATABASE_REPLICA_URL needs DATABASE_URL/],
      [
        { DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://db-replica/dating' },
        /^DATABASE_REPLICA_URL must start with postgres:/,
      ],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(
        expect.objectContaining({ problems: [expect.stringMatching(problem)] }) as ConfigError,
      );
    }
  });
});

describeOnPostgres(onPostgres('a read replica (DATABASE_REPLICA_URL)'), () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  const search = async (app: TestContext['app'], cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/search.php?page=1',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { profiles: { id: string }[]; count: number };
  };

  it('answers the member search from the replica, with what the primary holds', async () => {
    const name = `replica-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    ctx = await createTestApp({
      profiles: 20,
      config: (ownUrl) => ({ databaseReplicaUrl: named(ownUrl!, name) }),
    });
    const { app } = ctx;
    const replicaConnections = async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = ${name}
      `.execute(app.db);
      return rows[0]!.n;
    };
    const demo = await login(app);
    // Logging in and reading the session never touch the replica: they read what was written.
    expect(await replicaConnections()).toBe(0);

    const answer = await search(app, demo);
    expect(await replicaConnections()).toBeGreaterThan(0);
    const active = await app.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    // Everyone active but the viewer, all seeded as visible.
    expect(answer.count).toBe(Number(active.n) - 1);
    expect(answer.profiles.length).toBeGreaterThan(0);
  });

  it('reads from the primary while the replica fails, and says so once, not per search', async () => {
    ctx = await createTestApp({
      profiles: 20,
      captureLogs: true,
      // Nothing listens on port 1: every connection to this "replica" is refused.
      config: { databaseReplicaUrl: 'postgres://postgres@127.0.0.1:1/test' },
    });
    const demo = await login(ctx.app);
    const first = await search(ctx.app, demo);
    const second = await search(ctx.app, demo);
    expect(first.count).toBeGreaterThan(0);
    expect(second).toEqual(first);
    const warnings = ctx.logs.filter(
      (line) => line.msg === 'read replica failed: reading from the primary',
    );
    expect(warnings).toHaveLength(1);
  });
});
