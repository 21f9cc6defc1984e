import { activeMember, createTestApp, type TestContext } from './helper';

/** The profile view's rules (decision 0115): fields, locked photos, related, gifts, reports. */
describe('profile view: fields, photos, related profiles, gifts and reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 80 });
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
  const block = (cookie: string, profileId: string) =>
    post('/api/block.php', { profile_id: profileId }, cookie);
  const setCredits = (userId: number, credits: number, paid = 1) =>
    ctx.app.db
      .updateTable('users')
      .set({ credits, paid_user: paid })
      .where('id', '=', userId)
      .execute();
  const credits = async (userId: number) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('credits')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).credits;
  const count = async (table: 'messages' | 'credit_ledger' | 'gift_sends' | 'reports') =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const nonce = () => `n${Math.random().toString(36).slice(2, 14)}`;
  const firstGift = async (cookie: string) => (await get('/api/gifts.php', cookie)).json().gifts[0];
  /** A seeded profile with a locked photo (the seed locks the third photo and on). */
  const profileWithLockedPhoto = async () => {
    const row = await ctx.app.db
      .selectFrom('images')
      .innerJoin('profiles', 'profiles.id', 'images.profile_id')
      .select('images.profile_id')
      .where('images.locked', '=', 1)
      .where('profiles.status', '=', 'active')
      .orderBy('images.profile_id')
      .executeTakeFirstOrThrow();
    return String(row.profile_id);
  };

  describe('GET /api/profile.php', () => {
    it('lists the domain’s visible fields the profile filled in, in the domain’s order', async () => {
      const id = await profileWithLockedPhoto();
      const profile = (await get(`/api/profile.php?id=${id}`)).json().profile;
      const keys = profile.fields.map((f: { key: string }) => f.key);
      expect(keys.slice(0, 8)).toEqual([
        'gender',
        'sexuality',
        'hair_color',
        'eye_color',
        'body_type',
        'relationship_status',
        'tattoos',
        'reason',
      ]);
      expect(profile.fields[0]).toEqual({ key: 'gender', value: profile.gender });
      // Stable keys for the front end to translate, never a Dutch or English word.
      for (const field of profile.fields.filter((f: { key: string }) =>
        ['hair_color', 'eye_color', 'body_type', 'tattoos', 'reason'].includes(f.key),
      ))
        expect(field.value).toMatch(/^[a-z_]+$/);
    });

    it('gives a free member and a visitor only the thumbnail of a locked photo, a paid member a signed link', async () => {
      const id = await profileWithLockedPhoto();
      const free = await activeMember(ctx.app);
      const paid = await activeMember(ctx.app);
      await setCredits(paid.userId, 0, 1);
      for (const cookie of [undefined, free.cookie]) {
        const images = (await get(`/api/profile.php?id=${id}`, cookie)).json().profile.images;
        const locked = images.filter((img: { locked: boolean }) => img.locked);
        expect(locked.length).toBeGreaterThan(0);
        for (const image of locked) {
          expect(image.url).toBe(image.thumb_url);
          expect(image.url).not.toContain('private/');
        }
      }
      const images = (await get(`/api/profile.php?id=${id}`, paid.cookie)).json().profile.images;
      const full = images.find((img: { url: string }) => img.url.includes('private/'));
      expect(full).toMatchObject({ locked: false, url: expect.stringMatching(/sig=/) });
    });

    it('answers 404 to a member the owner blocked; the blocker still sees the profile', async () => {
      const owner = await activeMember(ctx.app);
      const other = await activeMember(ctx.app);
      await block(owner.cookie, other.profileId);
      expect((await get(`/api/profile.php?id=${owner.profileId}`, other.cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await get(`/api/related-profiles.php?id=${owner.profileId}`, other.cookie)).statusCode,
      ).toBe(404);
      const seen = (await get(`/api/profile.php?id=${other.profileId}`, owner.cookie)).json();
      expect(seen.profile.blocked).toBe(true);
    });
  });

  describe('GET /api/related-profiles.php', () => {
    it('proposes members of the same country and sex within five years, never the profile, the viewer or a block', async () => {
      const id = await profileWithLockedPhoto();
      const shown = (await get(`/api/profile.php?id=${id}`)).json().profile;
      const answer = (await get(`/api/related-profiles.php?id=${id}`)).json();
      expect(answer.profiles.length).toBeGreaterThan(0);
      expect(answer.profiles.length).toBeLessThanOrEqual(6);
      for (const card of answer.profiles) {
        expect(card.id).not.toBe(id);
        expect(card).toMatchObject({ country: shown.country, gender: shown.gender });
        expect(Math.abs(card.age - shown.age)).toBeLessThanOrEqual(5);
      }
      const viewer = await activeMember(ctx.app);
      const [first] = answer.profiles;
      await block(viewer.cookie, first.id);
      const after = (await get(`/api/related-profiles.php?id=${id}`, viewer.cookie)).json();
      expect(after.profiles.map((p: { id: string }) => p.id)).not.toContain(first.id);
      expect((await get('/api/related-profiles.php?id=999999')).statusCode).toBe(404);
    });
  });

  describe('cam tiles', () => {
    it('shows partner tiles of the profile’s country only where member_resell is on', async () => {
      const id = await profileWithLockedPhoto();
      const { country } = (await get(`/api/profile.php?id=${id}`)).json().profile;
      await ctx.app.db
        .insertInto('cam_profiles')
        .values([
          {
            kind: 'cam',
            name: 'Lola',
            country,
            image_key: 'c/lola.jpg',
            link_url: 'https://partner.example/lola',
          },
          {
            kind: 'resell',
            name: 'Elsewhere',
            country: country === 'NL' ? 'DE' : 'NL',
            image_key: 'c/e.jpg',
            link_url: 'https://partner.example/e',
          },
        ])
        .execute();
      expect((await get(`/api/related-profiles.php?id=${id}`)).json().cams).toEqual([]);

      const row = await ctx.app.db
        .selectFrom('site_settings')
        .select(['id', 'data'])
        .where('is_default', '=', 1)
        .executeTakeFirstOrThrow();
      const setResell = async (member_resell: boolean) => {
        await ctx.app.db
          .updateTable('site_settings')
          .set({ data: JSON.stringify({ ...JSON.parse(row.data), member_resell }) })
          .where('id', '=', row.id)
          .execute();
        ctx.app.site.clearCache();
      };
      await setResell(true);
      try {
        expect((await get(`/api/related-profiles.php?id=${id}`)).json().cams).toEqual([
          {
            id: expect.any(String),
            kind: 'cam',
            name: 'Lola',
            image_url: '/media/c/lola.jpg',
            link_url: 'https://partner.example/lola',
          },
        ]);
      } finally {
        await setResell(false);
      }
    });
  });

  describe('POST /api/gift.php', () => {
    it('shows the catalogue with the domain’s price to members only', async () => {
      expect((await get('/api/gifts.php')).statusCode).toBe(403);
      const member = await activeMember(ctx.app);
      const answer = (await get('/api/gifts.php', member.cookie)).json();
      expect(answer.credits).toBe(15);
      expect(answer.gifts.map((g: { slug: string }) => g.slug)).toContain('rose');
    });

    it('sends a gift as a chat message: debits gift_credits once, writes the ledger, tells the recipient', async () => {
      const sender = await activeMember(ctx.app);
      const recipient = await activeMember(ctx.app);
      await setCredits(sender.userId, 40);
      const gift = await firstGift(sender.cookie);
      const body = { profile_id: recipient.profileId, gift_id: gift.id, nonce: nonce() };
      const response = await post('/api/gift.php', body, sender.cookie);
      expect(response.statusCode).toBe(200);
      const sent = response.json();
      expect(sent).toEqual({
        conversation_id: expect.stringMatching(/^[0-9]+$/),
        message: {
          id: expect.stringMatching(/^[0-9]+$/),
          kind: 'gift',
          body: null,
          image_url: null,
          image_thumb_url: null,
          image_blur_url: null,
          image_status: null,
          nonce: null,
          gift: gift.slug,
          from_me: true,
          offensive: false,
          caution: false,
          created_at: '2026-06-01T12:00:00.000Z',
        },
        credits: 25,
      });
      expect(await credits(sender.userId)).toBe(25);
      const ledger = await ctx.app.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', sender.userId)
        .execute();
      expect(ledger).toEqual([
        expect.objectContaining({
          amount: -15,
          reason: 'gift',
          reference: `message:${sent.message.id}`,
        }),
      ]);
      const inbox = (await get('/api/chats.php', recipient.cookie)).json();
      expect(inbox.total_unread_messages).toBe(1);
      expect(inbox.chats[0].conversation.messages[0]).toMatchObject({
        kind: 'gift',
        gift: gift.slug,
      });

      // The same nonce again: the same answer, nothing charged, nothing stored twice.
      const before = await Promise.all([count('messages'), count('credit_ledger')]);
      const repeat = await post('/api/gift.php', body, sender.cookie);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(sent);
      expect(await credits(sender.userId)).toBe(25);
      expect(await Promise.all([count('messages'), count('credit_ledger')])).toEqual(before);
      // A nonce reused for another gift is a client error, not a second charge.
      const other = { ...body, profile_id: sender.profileId === '1' ? '2' : '1' };
      expect((await post('/api/gift.php', other, sender.cookie)).statusCode).toBe(400);
    });

    it('charges once for two parallel requests with one nonce, and both answer the same', async () => {
      const sender = await activeMember(ctx.app);
      const recipient = await activeMember(ctx.app);
      await setCredits(sender.userId, 30);
      const gift = await firstGift(sender.cookie);
      const body = { profile_id: recipient.profileId, gift_id: gift.id, nonce: nonce() };
      const [a, b] = await Promise.all([
        post('/api/gift.php', body, sender.cookie),
        post('/api/gift.php', body, sender.cookie),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(await credits(sender.userId)).toBe(15);
    });

    it('refuses a gift the balance does not cover and changes nothing', async () => {
      const sender = await activeMember(ctx.app);
      const recipient = await activeMember(ctx.app);
      await setCredits(sender.userId, 14);
      const gift = await firstGift(sender.cookie);
      const before = await Promise.all([
        count('messages'),
        count('credit_ledger'),
        count('gift_sends'),
      ]);
      const body = { profile_id: recipient.profileId, gift_id: gift.id, nonce: nonce() };
      const response = await post('/api/gift.php', body, sender.cookie);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'insufficient_credits',
        params: { credits: 15 },
      });
      expect(await credits(sender.userId)).toBe(14);
      expect(
        await Promise.all([count('messages'), count('credit_ledger'), count('gift_sends')]),
      ).toEqual(before);
      // After buying credits the same attempt goes through.
      await setCredits(sender.userId, 15);
      expect((await post('/api/gift.php', body, sender.cookie)).json().credits).toBe(0);
    });

    it('refuses visitors, unknown gifts, oneself and blocks either way, charging nothing', async () => {
      const sender = await activeMember(ctx.app);
      const recipient = await activeMember(ctx.app);
      await setCredits(sender.userId, 100);
      const gift = await firstGift(sender.cookie);
      const send = (profile_id: string, gift_id = gift.id as string, cookie = sender.cookie) =>
        post('/api/gift.php', { profile_id, gift_id, nonce: nonce() }, cookie);
      expect(
        (
          await post('/api/gift.php', {
            profile_id: recipient.profileId,
            gift_id: gift.id,
            nonce: nonce(),
          })
        ).statusCode,
      ).toBe(403);
      expect((await send(recipient.profileId, '999999')).statusCode).toBe(400);
      expect((await send(sender.profileId)).statusCode).toBe(404);
      await block(recipient.cookie, sender.profileId);
      expect((await send(recipient.profileId)).statusCode).toBe(404);
      const third = await activeMember(ctx.app);
      await block(sender.cookie, third.profileId);
      expect((await send(third.profileId)).statusCode).toBe(404);
      expect(await credits(sender.userId)).toBe(100);
    });
  });

  describe('POST /api/report.php', () => {
    it('stores one open report per reporter and profile, for moderation', async () => {
      const reporter = await activeMember(ctx.app);
      const reported = await activeMember(ctx.app);
      const before = await count('reports');
      const first = await post(
        '/api/report.php',
        { profile_id: reported.profileId, reason: 'fake_profile', text: '  Foto van internet  ' },
        reporter.cookie,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true, report_id: expect.any(String), created: true });
      const again = await post(
        '/api/report.php',
        { profile_id: reported.profileId, reason: 'spam' },
        reporter.cookie,
      );
      expect(again.json()).toEqual({ ok: true, report_id: first.json().report_id, created: false });
      expect(await count('reports')).toBe(before + 1);
      const stored = await ctx.app.db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', Number(first.json().report_id))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        reporter_profile_id: Number(reporter.profileId),
        profile_id: Number(reported.profileId),
        reason: 'fake_profile',
        text: 'Foto van internet',
        status: 'open',
      });
      // Once a moderator closes it, the member may report the profile again.
      await ctx.app.db
        .updateTable('reports')
        .set({ status: 'closed' })
        .where('id', '=', stored.id)
        .execute();
      const later = await post(
        '/api/report.php',
        { profile_id: reported.profileId, reason: 'spam' },
        reporter.cookie,
      );
      expect(later.json().created).toBe(true);
    });

    it('refuses visitors, unknown reasons, oneself and a profile whose owner blocked the reporter', async () => {
      const reporter = await activeMember(ctx.app);
      const other = await activeMember(ctx.app);
      const report = (profile_id: string, reason = 'spam', cookie?: string) =>
        post('/api/report.php', { profile_id, reason }, cookie);
      expect((await report(other.profileId)).statusCode).toBe(403);
      expect((await report(other.profileId, 'boring', reporter.cookie)).statusCode).toBe(400);
      expect((await report(reporter.profileId, 'spam', reporter.cookie)).statusCode).toBe(404);
      await block(other.cookie, reporter.profileId);
      expect((await report(other.profileId, 'spam', reporter.cookie)).statusCode).toBe(404);
    });
  });
});
