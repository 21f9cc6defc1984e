import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteReadWorker } from '../src/db/sqlite-read-worker';
import { createTestApp, login, signup, type TestContext } from './helper';

// The search reads on a thread of its own where the database is a SQLite file, with the
// viewer's blocks listed once (decision 0108): the answer must be the one it always was.
describe('/api/search.php order, count and blocks (SQLite file: read thread)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-order-'));
  let ctx: TestContext;
  let demo: string;
  let demoProfileId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 45, databasePath: path.join(dir, 'search.sqlite') });
    demo = await login(ctx.app);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: demo },
    });
    demoProfileId = Number(me.json().user.profile.id);
  });
  afterAll(async () => {
    try {
      await ctx?.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterEach(() => jest.restoreAllMocks());

  const search = async (query: string, cookie = demo) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/search.php?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /**
   * What the viewer may see, straight from the tables, in the search's order: the site's
   * countries (NL, BE) first, each part most recently active first (decision 0112).
   */
  const visibleIds = async (viewer: number) => {
    const rows = await ctx.app.db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .select('profiles.id')
      .where('profiles.status', '=', 'active')
      .where((eb) => eb.or([eb('users.invisible', 'is', null), eb('users.invisible', '=', 0)]))
      .where('profiles.id', '<>', viewer)
      .orderBy((eb) => eb.case().when('profiles.country', 'in', ['NL', 'BE']).then(0).else(1).end())
      .orderBy('profiles.last_active_at', 'desc')
      .orderBy('profiles.id', 'desc')
      .execute();
    const blocks = await ctx.app.db.selectFrom('blocks').selectAll().execute();
    const hidden = new Set(
      blocks.flatMap((b) =>
        b.blocker_profile_id === viewer
          ? [b.blocked_profile_id]
          : b.blocked_profile_id === viewer
            ? [b.blocker_profile_id]
            : [],
      ),
    );
    return rows.map((r) => String(r.id)).filter((id) => !hidden.has(Number(id)));
  };

  const allPages = async (perPage: number, cookie = demo) => {
    const first = await search(`per_page=${perPage}&page=1`, cookie);
    const ids: string[] = first.profiles.map((p: { id: string }) => p.id);
    for (let page = 2; page <= first.pages; page += 1) {
      const body = await search(`per_page=${perPage}&page=${page}`, cookie);
      ids.push(...body.profiles.map((p: { id: string }) => p.id));
    }
    return { first, ids };
  };

  it('runs on the read thread where the database is a SQLite file', async () => {
    if (process.env.DATABASE_URL) return;
    const reads = jest.spyOn(SqliteReadWorker.prototype, 'all');
    await search('per_page=5');
    expect(reads).toHaveBeenCalled();
  });

  it('pages through every visible profile once, in ranked order, with count and pages', async () => {
    const expected = await visibleIds(demoProfileId);
    const { first, ids } = await allPages(7);
    expect(ids).toEqual(expected);
    expect(first.count).toBe(expected.length);
    expect(first.pages).toBe(Math.ceil(expected.length / 7));
  });

  it('leaves out profiles blocked either way, and sees writes made just before', async () => {
    const blocker = await signup(ctx.app, { name: 'Blocker' });
    const target = await signup(ctx.app, { name: 'Target' });
    await ctx.app.db
      .updateTable('profiles')
      .set({ status: 'active' })
      .where('id', 'in', [Number(blocker.user.profile.id), Number(target.user.profile.id)])
      .execute();
    const before = (await search('per_page=60')).count;
    // The demo blocks one; the other blocks the demo.
    for (const [cookie, profileId] of [
      [demo, target.user.profile.id],
      [blocker.cookie, String(demoProfileId)],
    ] as const) {
      const block = await ctx.app.inject({
        method: 'POST',
        url: '/api/block.php',
        headers: { cookie },
        payload: { profile_id: profileId },
      });
      expect(block.json()).toEqual({ ok: true });
    }
    const { first, ids } = await allPages(60);
    expect(first.count).toBe(before - 2);
    expect(ids).not.toContain(blocker.user.profile.id);
    expect(ids).not.toContain(target.user.profile.id);
    expect(ids).toEqual(await visibleIds(demoProfileId));
    // Others still find both.
    const other = await allPages(60, blocker.cookie);
    expect(other.ids).toContain(target.user.profile.id);
  });
});
