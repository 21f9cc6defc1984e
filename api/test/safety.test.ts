import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { activeMember, createTestApp, multipart, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('/api/safety.php: a member’s own safety choices', () => {
  let ctx: TestContext;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safety-test-'));
    ctx = await createTestApp({ profiles: 40, config: { mediaDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  it('keeps the choices, the hidden words tidied, and refuses a visitor and bad words', async () => {
    const member = await activeMember(ctx.app);
    expect((await call('GET', '/api/safety.php', member)).json()).toEqual({
      safety: { show_match_images: false, hide_fictional: false, hidden_words: [] },
    });
    const saved = await call('PUT', '/api/safety.php', member, {
      show_match_images: true,
      hidden_words: ['  Geld ', 'geld', 'SUGAR   Daddy', 'Überweisung'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().safety).toEqual({
      show_match_images: true,
      hide_fictional: false,
      hidden_words: ['geld', 'sugar daddy', 'uberweisung'],
    });
    // Only what is named changes.
    await call('PUT', '/api/safety.php', member, { hide_fictional: true });
    expect((await call('GET', '/api/safety.php', member)).json().safety).toEqual({
      show_match_images: true,
      hide_fictional: true,
      hidden_words: ['geld', 'sugar daddy', 'uberweisung'],
    });

    const tooLong = await call('PUT', '/api/safety.php', member, {
      hide_fictional: false,
      hidden_words: ['x'.repeat(41)],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([{ field: 'hidden_words', messageKey: 'field_invalid' }]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `woord${i}`);
    expect(
      (await call('PUT', '/api/safety.php', member, { hidden_words: tooMany })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/safety.php', member)).json().safety.hide_fictional).toBe(true);

    expect((await call('GET', '/api/safety.php')).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/safety.php', undefined, { hide_fictional: true })).statusCode,
    ).toBe(403);
  });

  it('leaves fictional profiles out of search and the swipe game for a member who chose so', async () => {
    const member = await activeMember(ctx.app);
    // Half of the seeded women written by staff: both lists would otherwise show some.
    const women = await ctx.app.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', 'is', null)
      .where('gender', '=', 'female')
      .orderBy('id')
      .execute();
    const fictional = new Set(women.filter((_, i) => i % 2 === 0).map((row) => String(row.id)));
    await ctx.app.db
      .updateTable('profiles')
      .set((eb) => ({
        is_fictional: eb
          .case()
          .when('id', 'in', [...fictional].map(Number))
          .then(1)
          .else(0)
          .end(),
      }))
      .where('user_id', 'is', null)
      .execute();
    const listed = async () => {
      const search = await call('GET', '/api/search.php?gender=female&per_page=60', member);
      const swipe = await call('GET', '/api/swipe.php', member);
      const ids = (body: { profiles: { id: string }[] }) => body.profiles.map((p) => p.id);
      return { search: ids(search.json()), swipe: ids(swipe.json()) };
    };
    const before = await listed();
    expect(before.search.some((id) => fictional.has(id))).toBe(true);
    expect(before.swipe.some((id) => fictional.has(id))).toBe(true);

    await call('PUT', '/api/safety.php', member, { hide_fictional: true });
    const after = await listed();
    expect(after.search.length).toBeGreaterThan(0);
    expect(after.swipe.length).toBeGreaterThan(0);
    expect(after.search.filter((id) => fictional.has(id))).toEqual([]);
    expect(after.swipe.filter((id) => fictional.has(id))).toEqual([]);
  });

  it('shows a partner’s images at once only for a match, when the member chose so', async () => {
    const [sender, reader] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await ctx.app.db
      .updateTable('users')
      .set({ credits: 50 })
      .where('id', '=', sender.userId)
      .execute();
    const jpeg = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#c04060' },
    })
      .jpeg()
      .toBuffer();
    const body = multipart(jpeg, 'a.jpg', 'image/jpeg', 'image');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat-image.php?profile_id=${reader.profileId}&nonce=${randomUUID()}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: sender.cookie },
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const shown = async () =>
      (await call('GET', `/api/chat.php?id=${sent.json().conversation_id}`, reader)).json()
        .images_shown;

    expect(await shown()).toBe(false);
    await call('PUT', '/api/safety.php', reader, { show_match_images: true });
    // Chosen, but not a match yet: still blurred.
    expect(await shown()).toBe(false);
    await call('POST', '/api/like.php', reader, { profile_id: sender.profileId });
    await call('POST', '/api/like.php', sender, { profile_id: reader.profileId });
    expect(await shown()).toBe(true);
    await call('PUT', '/api/safety.php', reader, { show_match_images: false });
    expect(await shown()).toBe(false);
  });
});
