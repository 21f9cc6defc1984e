import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isPostgres } from '../src/db/database';
import { activeMember, createTestApp, type TestContext } from './helper';

const TIMEOUT_MS = 400;
const STUCK_ADDRESS = 'stuck@example.nl';

/** Routes whose unit of work does what a mistake in a service would do. */
function stuckRoutes(app: FastifyInstance) {
  const visitor = { config: { access: 'visitor' as const } };
  // Writes, then awaits something that never comes (a provider without a timeout, say).
  app.post('/api/test-stuck.php', visitor, async () => {
    await app.unitOfWork.run(async (tx) => {
      await tx.db
        .insertInto('email_outbox')
        .values({
          kind: 'test',
          to_address: STUCK_ADDRESS,
          subject: 'never',
          text_body: 'never',
          html_body: 'never',
          created_at: new Date().toISOString(),
        })
        .execute();
      await new Promise(() => undefined);
    });
    return { ok: true };
  });
  // Reads on the database itself instead of the transaction (the hang of decision 0133).
  app.post('/api/test-outer-read.php', visitor, async () => {
    await app.unitOfWork.run(async () => {
      await app.db.selectFrom('site_settings').select('domain').execute();
    });
    return { ok: true };
  });
  // Updates a row that somebody else holds locked.
  app.post('/api/test-locked.php', visitor, async () => {
    await app.unitOfWork.run(async (tx) => {
      await tx.db
        .updateTable('site_settings')
        .set({ domain: sql`domain` })
        .execute();
    });
    return { ok: true };
  });
}

const stuckRows = (ctx: TestContext) =>
  ctx.app.db
    .selectFrom('email_outbox')
    .select('id')
    .where('to_address', '=', STUCK_ADDRESS)
    .execute();

describe('a transaction has a deadline (decision 0133)', () => {
  let ctx: TestContext;

  beforeEach(async () => {
    ctx = await createTestApp({
      profiles: 2,
      captureLogs: true,
      config: { transactionTimeoutMs: TIMEOUT_MS },
      beforeReady: stuckRoutes,
    });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const deadlineLogs = () =>
    ctx.logs.filter((line) => line.msg === 'database wait past its deadline: answered 503');

  it('rolls back a unit that waits past it, answers 503 server_busy, logs what it waited for, and serves on', async () => {
    const started = Date.now();
    const stuck = await ctx.app.inject({ method: 'POST', url: '/api/test-stuck.php' });
    const took = Date.now() - started;
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({ code: 'server_busy', messageKey: 'server_busy' });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);

    const [log] = deadlineLogs();
    expect(log).toMatchObject({
      level: 50,
      reqId: stuck.headers['x-request-id'],
      route: '/api/test-stuck.php',
      waitingFor: expect.stringMatching(
        /^something outside the database: no statement of its own is running \(the last: "insert into "email_outbox".*", ended \d+ ms ago\)$/,
      ),
    });
    // Its write was rolled back, and the database takes reads and writes again.
    expect(await stuckRows(ctx)).toEqual([]);
    const member = await activeMember(ctx.app, { name: 'Na' });
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(settings.statusCode).toBe(200);
  });

  it('fails a query on the database itself inside its own unit at once instead of waiting for ever', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test-outer-read.php' });
    // A wait would end at the deadline as a 503 with its log line; the mistake is named instead
    // (no clock here: a busy machine may take longer than the deadline to answer at all).
    expect(response.statusCode).toBe(500);
    expect(deadlineLogs()).toEqual([]);
    const failed = ctx.logs.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      err: { type: 'QueryInsideTransactionError', message: expect.stringMatching(/tx\.db/) },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings.php' })).statusCode).toBe(
      200,
    );
  });

  it('on PostgreSQL, gives up on a statement that waits for a row lock and serves on', async () => {
    if (!isPostgres(ctx.app.db)) return;
    const schema = (
      await sql<{ name: string }>`select current_schema() as name`.execute(ctx.app.db)
    ).rows[0]!.name;
    const blocker = new pg.Client({ connectionString: ctx.app.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query(`set search_path = ${schema}`);
      await blocker.query('begin');
      await blocker.query('select domain from site_settings for update');
      const locked = await ctx.app.inject({ method: 'POST', url: '/api/test-locked.php' });
      expect(locked.statusCode).toBe(503);
      // The deadline runs from the transaction's start and the server's statement timeout
      // (the same length) from the statement's, a moment later: ours fires first, unless a
      // busy machine held its timer back past the server's, which then cancels the statement.
      // Either way the log says what the request waited for.
      expect(deadlineLogs()[0]).toMatchObject({
        route: '/api/test-locked.php',
        waitingFor: expect.stringMatching(
          /^(its statement "update "site_settings" .*", running for \d+ ms|a statement, cancelled by the database server after its timeout)$/,
        ),
      });
      // Meanwhile the rest of the server answers.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/settings.php' })).statusCode).toBe(
        200,
      );
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // The stuck statement ends, its transaction is rolled back, and writes go through again.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/test-locked.php' });
    expect(again.statusCode).toBe(200);
  });
});
