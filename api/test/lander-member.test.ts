import { activeMember, createTestApp, signup, type TestContext } from './helper';

/** GET /api/lander-member.php: one member as a member lander shows them to a visitor. */
describe('/api/lander-member.php', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 30 });
  });
  afterAll(() => ctx.close());

  const get = (id: string | number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/lander-member.php?id=${id}`, headers });

  /** A seeded member with a main photo and other photos (each has two or more). */
  async function seeded() {
    const row = await ctx.app.db
      .selectFrom('profiles')
      .select(['id', 'name', 'city', 'region', 'about'])
      .where('user_id', 'is', null)
      .where('main_image_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Changes the default domain's settings; the answer puts them back. */
  async function setSettings(change: Record<string, unknown>) {
    const before = await ctx.app.site.settingsFor(undefined);
    const write = async (settings: object) => {
      await ctx.app.db
        .updateTable('site_settings')
        .set({ data: JSON.stringify(settings) })
        .where('is_default', '=', 1)
        .execute();
      ctx.app.site.clearCache();
    };
    await write({ ...before, ...change });
    return () => write(before);
  }

  it('shows a visitor the member: photo, name, age, place, the facts the domain shows, locked thumbnails', async () => {
    const member = await seeded();
    const response = await get(member.id);
    expect(response.statusCode).toBe(200);
    const body = response.json().member;
    expect(Object.keys(body).sort()).toEqual([
      'about',
      'age',
      'city',
      'country',
      'fictional',
      'fields',
      'gender',
      'id',
      'interests',
      'locked_photos',
      'main_image',
      'name',
      'photo_count',
      'region',
    ]);
    expect(body).toMatchObject({
      id: String(member.id),
      name: member.name,
      city: member.city,
      region: member.region,
      about: member.about,
    });
    expect(body.age).toBeGreaterThanOrEqual(18);
    expect(body.main_image).toEqual({
      url: expect.stringMatching(/^\/media\/(?!private\/).+\.jpg$/),
      square_url: expect.stringMatching(/^\/media\//),
      thumb_url: expect.stringMatching(/^\/media\//),
    });
    // The other photos only as thumbnails, and never a private (locked) file's address.
    expect(body.photo_count).toBeGreaterThanOrEqual(1);
    expect(body.locked_photos.length).toBe(Math.min(body.photo_count, 6));
    for (const photo of body.locked_photos) {
      expect(Object.keys(photo)).toEqual(['thumb_url']);
      expect(photo.thumb_url).not.toContain('private');
    }
    // Facts are the domain's visible fields; the place is said beside the name, not as a fact.
    const keys = body.fields.map((field: { key: string }) => field.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key: string) => ['city', 'region', 'country'].includes(key))).toEqual([]);
  });

  it('leaves out what the domain does not show visitors', async () => {
    const member = await seeded();
    const restore = await setSettings({
      visible_profile_fields: ['reason', 'region'],
      visible_profile_notes: [],
    });
    try {
      const body = (await get(member.id)).json().member;
      expect(body).toMatchObject({ city: null, region: member.region, about: null });
      expect(body.fields.map((field: { key: string }) => field.key)).toEqual(['reason']);
    } finally {
      await restore();
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get(999999)).json().code).toBe('not_found');
    expect((await get('abc')).statusCode).toBe(400);
  });

  it('does not show a disabled profile', async () => {
    const member = await seeded();
    await ctx.app.db
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    try {
      expect((await get(member.id)).statusCode).toBe(404);
    } finally {
      await ctx.app.db
        .updateTable('profiles')
        .set({ status: 'active' })
        .where('id', '=', member.id)
        .execute();
    }
  });

  it('does not show a member who chose invisible mode, nor one who has not activated', async () => {
    const shown = await activeMember(ctx.app);
    expect((await get(shown.profileId)).statusCode).toBe(200);
    const invisible = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: shown.cookie },
      payload: { invisible: true },
    });
    expect(invisible.statusCode).toBe(200);
    expect((await get(shown.profileId)).statusCode).toBe(404);

    const unactivated = await signup(ctx.app);
    expect((await get(unactivated.user.profile.id)).statusCode).toBe(404);
  });

  it('does not show a deleted member', async () => {
    const member = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ status: 'deleted' })
      .where('id', '=', member.userId)
      .execute();
    expect((await get(member.profileId)).statusCode).toBe(404);
  });

  it('does not show a member to someone they blocked', async () => {
    const blocker = await activeMember(ctx.app);
    const blocked = await activeMember(ctx.app);
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker.cookie },
      payload: { profile_id: blocked.profileId },
    });
    expect(block.statusCode).toBe(200);
    expect((await get(blocker.profileId, { cookie: blocked.cookie })).statusCode).toBe(404);
    expect((await get(blocker.profileId)).statusCode).toBe(200);
  });
});
