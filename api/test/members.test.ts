import { createTestApp, login, signup, type TestContext } from './helper';

describe('/api/search.php and /api/profile.php, likes and blocks', () => {
  let ctx: TestContext;
  let demo: string;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 60 });
    demo = await login(ctx.app);
  });
  afterAll(() => ctx.close());
  const get = (url: string, cookie?: string, host?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
    });

  it('searches logged out where the domain allows it, paged', async () => {
    const response = await get('/api/search.php?per_page=10&page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 2, per_page: 10 });
    expect(body.count).toBeGreaterThanOrEqual(50);
    expect(body.pages).toBe(Math.ceil(body.count / 10));
    expect(body.profiles).toHaveLength(10);
    expect(Object.keys(body.profiles[0]).sort()).toEqual([
      'age',
      'city',
      'country',
      'distance',
      'gender',
      'id',
      'main_image',
      'name',
      'region',
      'verified',
    ]);
    expect(typeof body.profiles[0].id).toBe('string');
    // A visitor has no city to measure from.
    expect(body.profiles[0].distance).toBeNull();
  });

  it('needs a session on a domain without logged-out search', async () => {
    const response = await get('/api/search.php', undefined, 'herzlich.de');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
    expect((await get('/api/search.php', demo, 'herzlich.de')).statusCode).toBe(200);
  });

  it('filters by gender, country and age, and offers similar profiles when few match', async () => {
    const body = (
      await get('/api/search.php?gender=female&country=NL&min_age=30&max_age=40&per_page=60')
    ).json();
    for (const p of body.profiles) {
      expect(p).toMatchObject({ gender: 'female', country: 'NL' });
      expect(p.age).toBeGreaterThanOrEqual(30);
      expect(p.age).toBeLessThanOrEqual(40);
    }
    expect(body.count).toBe(body.profiles.length);
    for (const p of body.similar) {
      expect(p).toMatchObject({ gender: 'female', country: 'NL' });
      expect(p.age < 30 || p.age > 40).toBe(true);
    }
    expect(body.similar_count).toBeGreaterThanOrEqual(body.similar.length);
  });

  it('filters by region', async () => {
    const regions = (await get('/api/regions.php?country=NL')).json().regions;
    const all = (await get('/api/search.php?country=NL&per_page=60')).json().profiles;
    const region = regions.find((r: { name: string }) => r.name === all[0].region);
    const body = (await get(`/api/search.php?region=${region.id}`)).json();
    expect(body.count).toBeGreaterThan(0);
    for (const p of body.profiles) expect(p.region).toBe(region.name);
  });

  it('validates the search query', async () => {
    const response = await get('/api/search.php?per_page=61&min_age=12');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['min_age', 'per_page']);
  });

  it('shows a public profile without private data, and 404 for an unknown id', async () => {
    // Not the demo member, who logged in last and so is listed first.
    const id = (await get('/api/search.php?per_page=2'))
      .json()
      .profiles.find((p: { name: string }) => p.name !== 'Demo').id;
    const response = await get(`/api/profile.php?id=${id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json().profile;
    expect(profile).toMatchObject({ id, liked: false, blocked: false });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('user_id');
    expect(profile.interests.length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/profile.php?id=999999')).json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      messageKey: 'not_found',
    });
  });

  it('keeps unactivated members out of search and profile view', async () => {
    const member = await signup(ctx.app, { name: 'Pending' });
    expect((await get(`/api/profile.php?id=${member.user.profile.id}`, demo)).statusCode).toBe(404);
    // The owner sees the own profile anyway.
    expect(
      (await get(`/api/profile.php?id=${member.user.profile.id}`, member.cookie)).statusCode,
    ).toBe(200);
  });

  it('likes, matches and clears the new-like flag when the liker is viewed', async () => {
    const likes = (await get('/api/likes.php', demo)).json();
    const newLiker = likes.liked_by.find((l: { like_new: boolean }) => l.like_new);
    expect(likes.liked_by[0].like_new).toBe(true);
    await get(`/api/profile.php?id=${newLiker.id}`, demo);
    const after = (await get('/api/likes.php', demo)).json();
    expect(after.liked_by.find((l: { id: string }) => l.id === newLiker.id).like_new).toBe(false);
    expect(after.total_new_likes).toBe(likes.total_new_likes - 1);

    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: demo },
      payload: { profile_id: newLiker.id },
    });
    expect(like.json()).toEqual({ ok: true, match: true });
    expect((await get(`/api/profile.php?id=${newLiker.id}`, demo)).json().profile.liked).toBe(true);
    const unlike = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/like.php?profile_id=${newLiker.id}`,
      headers: { cookie: demo },
    });
    expect(unlike.json()).toEqual({ ok: true });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/like.php',
          payload: { profile_id: newLiker.id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a blocked member can neither view nor like nor find the blocker', async () => {
    const blocker = await signup(ctx.app, { name: 'Blocker' });
    const blocked = await signup(ctx.app, { name: 'Blocked' });
    // Activate both through the database-free path: the blocker must be visible first.
    await ctx.app.db
      .updateTable('profiles')
      .set({ status: 'active' })
      .where('id', 'in', [Number(blocker.user.profile.id), Number(blocked.user.profile.id)])
      .execute();
    const blockerId = blocker.user.profile.id;
    expect((await get(`/api/profile.php?id=${blockerId}`, blocked.cookie)).statusCode).toBe(200);
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker.cookie },
      payload: { profile_id: blocked.user.profile.id },
    });
    expect(block.json()).toEqual({ ok: true });

    expect((await get(`/api/profile.php?id=${blockerId}`, blocked.cookie)).statusCode).toBe(404);
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: blocked.cookie },
      payload: { profile_id: blockerId },
    });
    expect(like.statusCode).toBe(404);
    const search = (await get('/api/search.php?per_page=60&gender=male', blocked.cookie)).json();
    expect([...search.profiles, ...search.similar].map((p: { id: string }) => p.id)).not.toContain(
      blockerId,
    );
    // The blocker still sees whom it blocked, so it can unblock.
    expect(
      (await get(`/api/profile.php?id=${blocked.user.profile.id}`, blocker.cookie)).json().profile
        .blocked,
    ).toBe(true);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/block.php?profile_id=${blocked.user.profile.id}`,
      headers: { cookie: blocker.cookie },
    });
    expect((await get(`/api/profile.php?id=${blockerId}`, blocked.cookie)).statusCode).toBe(200);
  });
});
