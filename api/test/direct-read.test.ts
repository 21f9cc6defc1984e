import { readDirectly } from '../src/db/direct-read';
import { accountRepositories } from '../src/modules/accounts/account-base';
import { createTestApp, type TestContext } from './helper';

// The user and session lookups are compiled once and, on SQLite, run at once on the one
// connection (db/direct-read.ts) unless a transaction is open there. On PostgreSQL they take
// the usual way; the same tests hold for both.
describe('reads compiled once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const demoId = 1;
  const repos = () => accountRepositories(ctx.app.db);

  it('give the same user as a query built each time', async () => {
    const byId = await repos().users.findById(demoId);
    expect(byId).not.toBeNull();
    expect(byId).toEqual(await repos().users.findByEmail(byId!.email));
    expect(byId!.profile.name).toBe('Demo');
    // Twice: the second time the statement and its row shape are reused.
    expect(await repos().users.findById(demoId)).toEqual(byId);
    expect(await repos().users.findById(999_999)).toBeNull();
  });

  it('give each of many reads asked at once its own answer', async () => {
    // On SQLite the reads of one turn of the event loop run together in one read transaction.
    const ids = [demoId, 999_998, demoId, 2, 999_999, 3];
    const together = await Promise.all(ids.map((id) => repos().users.findById(id)));
    for (const [i, id] of ids.entries()) {
      const alone = await repos().users.findById(id);
      expect(together[i]).toEqual(alone);
      if (alone) expect(alone.id).toBe(id);
    }
    expect(together[0]?.profile.name).toBe('Demo');
    expect(together[1]).toBeNull();
  });

  it('see a write committed just before them, in the same turn', async () => {
    const before = await repos().users.findById(demoId);
    try {
      const write = ctx.app.db
        .updateTable('users')
        .set({ credits: before!.credits + 3 })
        .where('id', '=', demoId)
        .execute();
      // Asked for once the write has committed, beside a read asked for before it did.
      const [early, late] = await Promise.all([
        repos().users.findById(demoId),
        write.then(() => repos().users.findById(demoId)),
      ]);
      expect([before!.credits, before!.credits + 3]).toContain(early?.credits);
      expect(late?.credits).toBe(before!.credits + 3);
    } finally {
      await ctx.app.db
        .updateTable('users')
        .set({ credits: before!.credits })
        .where('id', '=', demoId)
        .execute();
    }
  });

  it('never see a write of a transaction that is rolled back', async () => {
    const before = await repos().users.findById(demoId);
    // A request outside the transaction reads meanwhile, on the same connection in SQLite's
    // case: started from here (a read started inside the unit's own work is refused).
    let startRead = () => undefined as void;
    const readMeanwhile = new Promise<void>((resolve) => (startRead = resolve)).then(() =>
      repos().users.findById(demoId),
    );
    await expect(
      ctx.app.unitOfWork.run(async (tx) => {
        await tx.db.updateTable('users').set({ credits: 999 }).where('id', '=', demoId).execute();
        // Inside the transaction it sees its own write.
        expect((await accountRepositories(tx.db).users.findById(demoId))?.credits).toBe(999);
        startRead();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readMeanwhile).toEqual(before);
    expect((await repos().users.findById(demoId))?.credits).toBe(before!.credits);
  });

  it('see a transaction’s write once it is committed', async () => {
    const before = await repos().users.findById(demoId);
    try {
      await ctx.app.unitOfWork.run(async (tx) => {
        await tx.db
          .updateTable('users')
          .set({ credits: before!.credits + 7 })
          .where('id', '=', demoId)
          .execute();
      });
      expect((await repos().users.findById(demoId))?.credits).toBe(before!.credits + 7);
    } finally {
      await ctx.app.db
        .updateTable('users')
        .set({ credits: before!.credits })
        .where('id', '=', demoId)
        .execute();
    }
  });

  it('leave a statement that writes to Kysely, even one that returns rows', async () => {
    const before = await repos().users.findById(demoId);
    const { sql, parameters } = ctx.app.db
      .updateTable('users')
      .set({ credits: before!.credits })
      .where('id', '=', demoId)
      .returning('credits')
      .compile();
    // Null: the caller runs it through Kysely (its connection's lock, its transaction rules).
    expect(readDirectly(ctx.app.db, sql, parameters)).toBeNull();
    const read = ctx.app.db
      .selectFrom('users')
      .select('credits')
      .where('id', '=', demoId)
      .compile();
    const direct = readDirectly<{ credits: number }>(ctx.app.db, read.sql, read.parameters);
    // On SQLite a read takes the direct way; PostgreSQL has none.
    expect(await direct).toEqual(direct === null ? null : [{ credits: before!.credits }]);
  });
});
