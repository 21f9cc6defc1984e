import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isPostgres } from '../src/db/database';
import { createTestApp, type TestContext } from './helper';

const TRANSACTION_MS = 3000;

/** A unit of work that waits for ever, and a request that keeps the event loop busy. */
function wedgingRoutes(app: FastifyInstance) {
  const visitor = { config: { access: 'visitor' as const } };
  app.post('/api/test-wedge.php', visitor, async () => {
    await app.unitOfWork.run(async (tx) => {
      await tx.db
        .insertInto('instance_heartbeats')
        .values({ instance: 'x', beat_at: 'x' })
        .execute();
      await new Promise(() => undefined);
    });
    return { ok: true };
  });
  app.post('/api/test-spin.php', visitor, async () => {
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
    return { ok: true };
  });
}

describe('liveness tells the truth (decision 0134)', () => {
  let ctx: TestContext;

  beforeEach(async () => {
    ctx = await createTestApp({
      seed: false,
      captureLogs: true,
      config: {
        instanceId: 'api-test',
        transactionTimeoutMs: TRANSACTION_MS,
        livenessWriteTimeoutMs: 500,
        livenessEventLoopMs: 2000,
      },
      beforeReady: wedgingRoutes,
    });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const health = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('says ok while a write commits in time, and writes its heartbeat', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { eventLoop: 'ok', databaseWrite: 'ok' } },
    });
    const beat = await ctx.app.db
      .selectFrom('instance_heartbeats')
      .selectAll()
      .where('instance', '=', 'api-test')
      .executeTakeFirst();
    expect(beat?.beat_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('fails within seconds when the write path is wedged, and recovers when it is free', async () => {
    let release: () => Promise<void>;
    if (isPostgres(ctx.app.db)) {
      // Another session holds the table: every write to it waits.
      const schema = (await sql<{ n: string }>`select current_schema() as n`.execute(ctx.app.db))
        .rows[0]!.n;
      const holder = new pg.Client({ connectionString: ctx.app.config.databaseUrl });
      await holder.connect();
      await holder.query(`set search_path = ${schema}`);
      await holder.query('begin');
      await holder.query('lock table instance_heartbeats in exclusive mode');
      release = async () => {
        await holder.query('rollback');
        await holder.end();
      };
    } else {
      // A transaction of this process that never ends holds SQLite's one connection, until
      // its deadline rolls it back.
      const wedged = ctx.app.inject({ method: 'POST', url: '/api/test-wedge.php' });
      release = async () => expect((await wedged).statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = Date.now();
    const stuck = await health();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stuck).toMatchObject({
      status: 503,
      body: { status: 'stuck', checks: { databaseWrite: 'failed' } },
    });
    expect(ctx.logs.some((line) => line.msg === 'liveness: the database write path is stuck')).toBe(
      true,
    );

    await release();
    const until = Date.now() + 5000;
    let again = await health();
    while (again.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      again = await health();
    }
    expect(again).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('fails when the event loop fell behind', async () => {
    const [spin, afterSpin] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/test-spin.php' }),
      new Promise((resolve) => setTimeout(resolve, 20)).then(health),
    ]);
    expect(spin.statusCode).toBe(200);
    expect(afterSpin).toMatchObject({
      status: 503,
      body: { status: 'stuck', checks: { eventLoop: 'failed' } },
    });
  });
});
