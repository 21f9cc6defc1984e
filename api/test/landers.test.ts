import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanderDocument } from '@dating/shared-contracts/api';
import { isUniqueViolation } from '../src/db/database';
import { LanderCommandError, LandersService } from '../src/modules/landers/landers.service';
import { LIVE_CACHE, PREVIEW_CACHE } from '../src/modules/landers/lander.routes';
import { createTestApp, type TestContext } from './helper';

const EXAMPLE = JSON.parse(
  readFileSync(path.join(__dirname, '../../docs/landers/example-springfling.json'), 'utf8'),
) as LanderDocument;

/** The example with another Dutch headline: each version says which it is. */
const withHeadline = (headline: string, name = EXAMPLE.name): LanderDocument => ({
  ...EXAMPLE,
  name,
  copy: { ...EXAMPLE.copy, nl: { ...EXAMPLE.copy.nl, headline } },
});

describe('landers as data', () => {
  let ctx: TestContext;
  let landers: LandersService;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, captureLogs: true });
    landers = new LandersService(ctx.app.db, ctx.app.unitOfWork, ctx.app.config.now);
  });
  afterAll(() => ctx.close());

  const get = (name: string, preview?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/lander.php',
      query: { name, absent: 'null', ...(preview ? { preview } : {}) },
    });
  const liveHeadline = async (name: string) => {
    const response = await get(name);
    return (response.json().lander?.copy.nl.headline as string | undefined) ?? null;
  };

  it('answers "none live" for a name nothing was published under, without an error', async () => {
    const response = await get('nothing-here');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lander: null });
    // A release from before that answer asks without `absent` and handles the 404 it knows.
    const older = await ctx.app.inject({ url: '/api/lander.php?name=nothing-here' });
    expect([older.statusCode, older.json().code]).toEqual([404, 'lander_not_found']);
  });

  it('keeps a draft off the page; its preview token shows it, with no-store', async () => {
    const draft = await landers.draft(withHeadline('Versie een', 'preview-only'));
    expect(draft).toMatchObject({ name: 'preview-only', version: 1, status: 'draft' });
    expect((await get('preview-only')).json()).toEqual({ lander: null });

    const preview = await get('preview-only', draft.previewToken);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ version: 1, preview: true });
    expect(preview.json().lander.copy.nl.headline).toBe('Versie een');
    expect(preview.headers['cache-control']).toBe(PREVIEW_CACHE);
  });

  it("shows a preview token only its own draft: not another lander's, not once published", async () => {
    const mine = await landers.draft(withHeadline('Mijn concept', 'token-mine'));
    const other = await landers.draft(withHeadline('Ander concept', 'token-other'));
    expect((await get('token-other', mine.previewToken)).json()).toEqual({ lander: null });
    expect((await get('token-mine', 'x'.repeat(43))).json()).toEqual({ lander: null });

    await landers.publish('token-mine');
    const published = await get('token-mine', mine.previewToken);
    expect(published.json()).toMatchObject({ version: 1, preview: false });
    expect((await get('token-other', other.previewToken)).json().preview).toBe(true);
  });

  it('publishes the latest draft, numbers versions per name and keeps one live at a time', async () => {
    await landers.draft(withHeadline('Eerste', 'versions'));
    await landers.draft(withHeadline('Tweede', 'versions'));
    const live = await landers.publish('versions');
    expect(live).toMatchObject({ version: 2, status: 'live' });
    const response = await get('versions');
    expect(response.headers['cache-control']).toBe(LIVE_CACHE);
    expect(response.json()).toMatchObject({ version: 2, preview: false });

    await landers.publish('versions', 1);
    expect(await liveHeadline('versions')).toBe('Eerste');
    const statuses = (await landers.list('versions')).map((v) => [v.version, v.status]);
    expect(statuses).toEqual([
      [2, 'retired'],
      [1, 'live'],
    ]);
  });

  it('rolls back one step at a time to what was live before, then to nothing (the built-in)', async () => {
    for (const headline of ['Een', 'Twee', 'Drie']) {
      await landers.draft(withHeadline(headline, 'rollbacks'));
      await landers.publish('rollbacks');
    }
    expect(await liveHeadline('rollbacks')).toBe('Drie');
    expect(await landers.rollback('rollbacks')).toMatchObject({ version: 2, status: 'live' });
    expect(await liveHeadline('rollbacks')).toBe('Twee');
    await landers.rollback('rollbacks');
    expect(await liveHeadline('rollbacks')).toBe('Een');
    expect(await landers.rollback('rollbacks')).toBeNull();
    expect(await liveHeadline('rollbacks')).toBeNull();
    await expect(landers.rollback('rollbacks')).rejects.toThrow(LanderCommandError);
  });

  it('after a version is published again, a rollback returns to the one it replaced', async () => {
    await landers.draft(withHeadline('A', 'republish'));
    await landers.draft(withHeadline('B', 'republish'));
    await landers.publish('republish', 1);
    await landers.publish('republish', 2);
    await landers.publish('republish', 1);
    await landers.rollback('republish');
    expect(await liveHeadline('republish')).toBe('B');
  });

  it('retires the live version: nothing of that name is live, and a retire of nothing is refused', async () => {
    await landers.draft(withHeadline('Weg ermee', 'retiring'));
    await landers.publish('retiring');
    expect(await landers.retire('retiring')).toMatchObject({ version: 1, status: 'retired' });
    expect((await get('retiring')).json()).toEqual({ lander: null });
    await expect(landers.retire('retiring')).rejects.toThrow('retiring has no live version');
    await expect(landers.publish('retiring')).rejects.toThrow('retiring has no draft to publish');
    await expect(landers.publish('retiring', 9)).rejects.toThrow('retiring has no version 9');
  });

  it('refuses a bad document with every problem and stores nothing', async () => {
    const bad = {
      ...withHeadline('<script>alert(1)</script>', 'refused'),
      hero_image: { src: 'https://tracker.example/pixel.gif', width: 1, height: 1 },
      blocks: [{ type: 'carousel' }],
    };
    const error = await landers.draft(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanderCommandError);
    expect((error as LanderCommandError).problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.copy.nl.headline', '$.hero_image.src', '$.blocks[0].type']),
    );
    expect(await landers.list('refused')).toEqual([]);
  });

  it('never has two live versions, even when publishes race', async () => {
    await landers.draft(withHeadline('Race een', 'racing'));
    await landers.draft(withHeadline('Race twee', 'racing'));
    const results = await Promise.allSettled([
      landers.publish('racing', 1),
      landers.publish('racing', 2),
    ]);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(LanderCommandError);
    }
    const live = (await landers.list('racing')).filter((v) => v.status === 'live');
    expect(live).toHaveLength(1);
  });

  it('refuses a second live row in the database itself (partial unique index)', async () => {
    await landers.draft(withHeadline('Index', 'indexed'));
    await landers.draft(withHeadline('Index twee', 'indexed'));
    await landers.publish('indexed', 1);
    const refused = await ctx.app.db
      .updateTable('lander_versions')
      .set({ status: 'live' })
      .where('name', '=', 'indexed')
      .where('version', '=', 2)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The driver's error class may come from another test file's realm: judged by its code.
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('answers a live row that breaks the schema as none live (logged), never a 500', async () => {
    await landers.draft(withHeadline('Kapot', 'broken-row'));
    await landers.publish('broken-row');
    await ctx.app.db
      .updateTable('lander_versions')
      .set({
        document: JSON.stringify({ ...EXAMPLE, name: 'broken-row', blocks: [{ type: 'marquee' }] }),
      })
      .where('name', '=', 'broken-row')
      .execute();
    const response = await get('broken-row');
    expect([response.statusCode, response.json()]).toEqual([200, { lander: null }]);

    await ctx.app.db
      .updateTable('lander_versions')
      .set({ document: '{not json' })
      .where('name', '=', 'broken-row')
      .execute();
    expect((await get('broken-row')).json()).toEqual({ lander: null });
    expect(ctx.logs.some((line) => line.msg === 'lander version fails its schema')).toBe(true);
  });

  it('refuses a name or preview token that is not of their alphabet', async () => {
    expect((await get('Bad Name')).statusCode).toBe(400);
    expect((await get('springfling', 'short')).statusCode).toBe(400);
    expect((await get('springfling', `${'a'.repeat(20)}\u0000`)).statusCode).toBe(400);
  });
});
