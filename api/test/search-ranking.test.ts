import { activeMember, createTestApp, login, type TestContext } from './helper';

interface Card {
  id: string;
  age: number;
  gender: string;
  country: string;
  region: string | null;
}

// Filters, ranking, capped counts, the visitor rules and location privacy of the member
// search (decision 0112), on whichever database the run uses.
describe('/api/search.php filters, ranking and visitors', () => {
  let ctx: TestContext;
  let demo: string;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 80 });
    demo = await login(ctx.app);
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie?: string, host?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
    });
  const search = async (query: string, cookie = demo, host?: string) => {
    const response = await get(`/api/search.php?${query}`, cookie, host);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Every profile of a search, page by page. */
  const everyPage = async (query: string, cookie = demo, host?: string) => {
    const first = await search(`${query}&per_page=10&page=1`, cookie, host);
    const cards: Card[] = [...first.profiles];
    for (let page = 2; page <= first.pages; page += 1)
      cards.push(...(await search(`${query}&per_page=10&page=${page}`, cookie, host)).profiles);
    return { first, cards };
  };
  const lastActive = async (ids: string[]) => {
    const rows = await ctx.app.db
      .selectFrom('profiles')
      .select(['id', 'last_active_at'])
      .where('id', 'in', ids.map(Number))
      .execute();
    const byId = new Map(rows.map((r) => [String(r.id), r.last_active_at]));
    return ids.map((id) => byId.get(id)!);
  };
  const setSite = async (domain: string, changes: Record<string, unknown>) => {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select(['id', 'data'])
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('site_settings')
      .set({ data: JSON.stringify({ ...JSON.parse(row.data), ...changes }) })
      .where('id', '=', row.id)
      .execute();
    ctx.app.site.clearCache();
    return async () => {
      await ctx.app.db
        .updateTable('site_settings')
        .set({ data: row.data })
        .where('id', '=', row.id)
        .execute();
      ctx.app.site.clearCache();
    };
  };

  it('filters by gender, by age range and by both ends of it', async () => {
    const { first, cards } = await everyPage('gender=male&min_age=25&max_age=45');
    expect(cards.length).toBe(first.count);
    expect(cards.length).toBeGreaterThan(0);
    for (const p of cards) {
      expect(p.gender).toBe('male');
      expect(p.age).toBeGreaterThanOrEqual(25);
      expect(p.age).toBeLessThanOrEqual(45);
    }
    const young = await everyPage('max_age=30');
    for (const p of young.cards) expect(p.age).toBeLessThanOrEqual(30);
    const old = await everyPage('min_age=40');
    for (const p of old.cards) expect(p.age).toBeGreaterThanOrEqual(40);
    // Everyone is in exactly one of the two ranges.
    const all = await search('per_page=1');
    expect(young.first.count + (await search('min_age=31&per_page=1')).count).toBe(all.count);
    // A reversed range means the same range.
    expect((await search('min_age=45&max_age=25&gender=male')).count).toBe(first.count);
  });

  it('filters by country and by region, and validates them', async () => {
    const { cards } = await everyPage('country=de');
    expect(cards.length).toBeGreaterThan(0);
    for (const p of cards) expect(p.country).toBe('DE');
    const regions = (await get('/api/regions.php?country=NL')).json().regions;
    const nl = await everyPage('country=NL');
    const region = regions.find((r: { name: string }) => r.name === nl.cards[0]!.region);
    const inRegion = await everyPage(`country=NL&region=${region.id}`);
    expect(inRegion.cards.length).toBe(nl.cards.filter((p) => p.region === region.name).length);
    for (const p of inRegion.cards) expect(p.region).toBe(region.name);
    const bad = await get('/api/search.php?country=NLD&gender=x&max_age=100', demo);
    expect(bad.statusCode).toBe(400);
  });

  it("lists the site's countries first, each part most recently active first", async () => {
    for (const [host, countries] of [
      ['liefdevol.nl', ['NL', 'BE']],
      ['herzlich.de', ['DE', 'AT', 'CH']],
    ] as const) {
      const { first, cards } = await everyPage('gender=female', demo, host);
      expect(cards).toHaveLength(first.count);
      const home = cards.map((p) => (countries as readonly string[]).includes(p.country));
      // All of the site's countries, then all others.
      expect(home.indexOf(false)).toBeGreaterThan(0);
      expect(home.slice(home.indexOf(false))).not.toContain(true);
      const ids = cards.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const part of [ids.filter((_, i) => home[i]), ids.filter((_, i) => !home[i])]) {
        const times = await lastActive(part);
        expect(times).toEqual([...times].sort().reverse());
      }
    }
  });

  it('puts a member who was just active at the top, and again after an hour', async () => {
    const fresh = await activeMember(ctx.app, { name: 'Fresh', gender: 'female' });
    await login(ctx.app, fresh.email, 'secret-password');
    expect((await search('gender=female&per_page=3')).profiles[0].id).toBe(fresh.profileId);
    const other = await activeMember(ctx.app, { name: 'Other', gender: 'female' });
    expect((await search('gender=female&per_page=3')).profiles[0].id).toBe(other.profileId);
    // An hour later the first one uses the site again: its session is touched.
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await get('/api/user.php', fresh.cookie);
    expect((await search('gender=female&per_page=3')).profiles[0].id).toBe(fresh.profileId);
  });

  it('offers similar profiles with their count when few match', async () => {
    const body = await search('country=NL&gender=female&min_age=30&max_age=33&per_page=24');
    expect(body.count).toBeLessThan(24);
    expect(body.similar.length).toBeGreaterThan(0);
    expect(body.similar.length).toBeLessThanOrEqual(24 - body.count);
    expect(body.similar_count).toBeGreaterThanOrEqual(body.similar.length);
    const own = new Set(body.profiles.map((p: Card) => p.id));
    for (const p of body.similar as Card[]) {
      expect(own.has(p.id)).toBe(false);
      expect(p).toMatchObject({ gender: 'female', country: 'NL' });
      expect(p.age < 30 || p.age > 33).toBe(true);
      expect(p.age >= 25 && p.age <= 38).toBe(true);
    }
    expect((await search('per_page=24')).similar).toEqual([]);
  });

  it('lets visitors search only where the rules allow, and tells them to log in elsewhere', async () => {
    expect((await get('/api/search.php?per_page=2')).statusCode).toBe(200);
    const refused = await get('/api/search.php', undefined, 'herzlich.de');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('authentication_required');
    // A traffic source opens it where logged_out_search_trafficsource says so.
    expect((await get('/api/search.php?network=ads', undefined, 'herzlich.de')).statusCode).toBe(
      403,
    );
    const restore = await setSite('herzlich.de', { logged_out_search_trafficsource: true });
    try {
      expect((await get('/api/search.php', undefined, 'herzlich.de')).statusCode).toBe(403);
      for (const source of ['network=ads', 'ref=partner1']) {
        const response = await get(`/api/search.php?${source}`, undefined, 'herzlich.de');
        expect(response.statusCode).toBe(200);
        expect(response.json().profiles.length).toBeGreaterThan(0);
      }
    } finally {
      await restore();
    }
    const closed = await setSite('liefdevol.nl', { logged_out_search: false });
    try {
      expect((await get('/api/search.php')).statusCode).toBe(403);
      expect((await get('/api/search.php', demo)).statusCode).toBe(200);
    } finally {
      await closed();
    }
  });

  it('never answers with coordinates or an exact distance', async () => {
    const id = (await search('per_page=1')).profiles[0].id;
    const answers = [
      await get('/api/search.php?per_page=60', demo),
      await get('/api/search.php?per_page=60'),
      await get(`/api/search.php?country=NL&min_age=30&max_age=31`, demo),
      await get(`/api/profile.php?id=${id}`, demo),
      await get(`/api/profile.php?id=${id}`),
      await get('/api/user.php', demo),
      await get('/api/likes.php', demo),
      await get('/api/chats.php', demo),
      await get('/api/geocode.php?lat=52.0907&lon=5.1214'),
    ];
    const keys = new Set<string>();
    const numbers: number[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
      else if (typeof value === 'number') numbers.push(value);
    };
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      walk(answer.json());
    }
    expect(
      [...keys].filter((k) =>
        // `distance` is a band (member-distance.test.ts); nothing else may name one.
        /^(lat|lon|lng|latitude|longitude|location)$|coord|distance.|geo/i.test(k),
      ),
    ).toEqual([]);
    // No fractional number at all: ages, counts and ids are whole.
    expect(numbers.filter((n) => !Number.isInteger(n))).toEqual([]);
    expect((await get('/api/geocode.php?lat=52.0907&lon=5.1214')).json()).toEqual({
      city: 'Utrecht',
      region: 'Utrecht',
      region_id: expect.any(String),
      country: 'NL',
    });
  });
});

describe('/api/search.php counts past the cap', () => {
  let ctx: TestContext;
  let demo: string;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 1150 });
    demo = await login(ctx.app);
  });
  afterAll(() => ctx.close());
  const search = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/search.php?${query}`,
      headers: { cookie: demo },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('says 1000 and capped, and pages on to the end', async () => {
    const first = await search('per_page=50');
    expect(first).toMatchObject({ count: 1000, count_capped: true, pages: 21 });
    // Deeper than the cap: counted to the end of that page, the last one exact.
    const deep = await search('per_page=50&page=22');
    expect(deep.profiles).toHaveLength(50);
    expect(deep).toMatchObject({ count: 1100, count_capped: true, pages: 23 });
    const last = await search('per_page=50&page=23');
    expect(last.count_capped).toBe(false);
    expect(last.profiles).toHaveLength(last.count - 22 * 50);
    expect(last.pages).toBe(23);
    // Narrow searches count exactly.
    const narrow = await search('country=NL&gender=male&min_age=40&max_age=41&per_page=50');
    expect(narrow.count_capped).toBe(false);
  });
});
