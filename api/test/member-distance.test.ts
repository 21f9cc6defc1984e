import { distanceBand } from '../src/modules/members/distance';
import { activeMember, createTestApp, type TestContext } from './helper';

/** Every km a distance may carry: the bands of decision 0112. */
const BANDS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100];

describe('distanceBand', () => {
  it.each([
    [0, { band: 'under', km: 5 }],
    [4.99, { band: 'under', km: 5 }],
    [5, { band: 'about', km: 5 }],
    [7.49, { band: 'about', km: 5 }],
    [7.5, { band: 'about', km: 10 }],
    [17.7, { band: 'about', km: 20 }],
    [47.49, { band: 'about', km: 45 }],
    [47.5, { band: 'about', km: 50 }],
    [49.99, { band: 'about', km: 50 }],
    [50, { band: 'about', km: 50 }],
    [54.99, { band: 'about', km: 50 }],
    [55, { band: 'about', km: 60 }],
    [94.99, { band: 'about', km: 90 }],
    [95, { band: 'about', km: 100 }],
    [104.99, { band: 'about', km: 100 }],
    [105, { band: 'over', km: 100 }],
    [9000, { band: 'over', km: 100 }],
  ])('%p km is %p', (km, band) => {
    expect(distanceBand(km)).toEqual(band);
  });

  it('only ever gives the bands', () => {
    for (let km = 0; km < 300; km += 0.25) expect(BANDS).toContain(distanceBand(km).km);
  });
});

// How far members are from each other (decision 0112): between city centres, as a band, on
// whichever database the run uses; and no members answer carries a position or a figure.
describe('distances between members', () => {
  let ctx: TestContext;
  type Member = Awaited<ReturnType<typeof activeMember>>;
  let amsterdam: Member;
  let haarlem: Member;
  let amsterdam2: Member;
  let munich: Member;
  let atlantis: Member;
  let nowhere: Member;

  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 40 });
    const place = async (
      member: Member,
      country: string,
      city: string | null,
      lat: number | null,
      lon: number | null,
    ) => {
      await ctx.app.db
        .updateTable('profiles')
        .set({ country, city, lat, lon })
        .where('id', '=', Number(member.profileId))
        .execute();
    };
    amsterdam = await activeMember(ctx.app, { gender: 'male' });
    haarlem = await activeMember(ctx.app, { gender: 'female' });
    amsterdam2 = await activeMember(ctx.app, { gender: 'female' });
    munich = await activeMember(ctx.app, { gender: 'female' });
    atlantis = await activeMember(ctx.app, { gender: 'female' });
    nowhere = await activeMember(ctx.app, { gender: 'female' });
    // The stored positions are far from the cities on purpose: only the cities count.
    await place(amsterdam, 'NL', 'Amsterdam', 25.76, -80.19);
    await place(haarlem, 'NL', 'haarlem ', 52.0, 4.0);
    await place(amsterdam2, 'NL', 'Amsterdam', 52.3701, 4.9001);
    await place(munich, 'DE', 'München', 52.37, 4.9);
    await place(atlantis, 'NL', 'Atlantis', 52.37, 4.9);
    await place(nowhere, 'NL', null, 52.37, 4.9);
  });
  afterAll(() => ctx.close());

  const get = async (url: string, cookie?: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const profileOf = async (of: Member, cookie?: string) =>
    (await get(`/api/profile.php?id=${of.profileId}`, cookie)).json().profile;

  it('shows the band between the two cities on the profile', async () => {
    // Amsterdam to Haarlem is 17.7 km between the centres; the positions say 3,000+ km.
    expect((await profileOf(haarlem, amsterdam.cookie)).distance).toEqual({
      band: 'about',
      km: 20,
    });
    expect((await profileOf(amsterdam, haarlem.cookie)).distance).toEqual({
      band: 'about',
      km: 20,
    });
    expect((await profileOf(amsterdam2, amsterdam.cookie)).distance).toEqual({
      band: 'under',
      km: 5,
    });
    expect((await profileOf(munich, amsterdam.cookie)).distance).toEqual({
      band: 'over',
      km: 100,
    });
  });

  it('shows none without two known cities, to visitors, or on one’s own profile', async () => {
    expect((await profileOf(atlantis, amsterdam.cookie)).distance).toBeNull();
    expect((await profileOf(nowhere, amsterdam.cookie)).distance).toBeNull();
    expect((await profileOf(amsterdam, nowhere.cookie)).distance).toBeNull();
    expect((await profileOf(amsterdam, atlantis.cookie)).distance).toBeNull();
    expect((await profileOf(haarlem)).distance).toBeNull();
    expect((await profileOf(amsterdam, amsterdam.cookie)).distance).toBeNull();
  });

  it('shows the band on the search cards, the related profiles and the likes', async () => {
    const search = (await get('/api/search.php?per_page=60', amsterdam.cookie)).json();
    const cards = [...search.profiles, ...search.similar];
    const card = (of: Member) => cards.find((c: { id: string }) => c.id === of.profileId);
    expect(card(haarlem).distance).toEqual({ band: 'about', km: 20 });
    expect(card(munich).distance).toEqual({ band: 'over', km: 100 });
    expect(card(nowhere).distance).toBeNull();
    // Seeded members live in listed cities: each card says how far.
    expect(cards.filter((c) => c.distance).length).toBeGreaterThan(20);

    const visitor = (await get('/api/search.php?per_page=60')).json();
    expect(visitor.profiles.length).toBeGreaterThan(0);
    for (const c of visitor.profiles) expect(c.distance).toBeNull();

    const related = (
      await get(`/api/related-profiles.php?id=${haarlem.profileId}`, amsterdam.cookie)
    ).json().profiles;
    expect(related.length).toBeGreaterThan(0);
    for (const c of related) expect(c).toHaveProperty('distance');
    expect(related.some((c: { distance: unknown }) => c.distance !== null)).toBe(true);

    for (const [from, to] of [
      [amsterdam, haarlem],
      [haarlem, amsterdam],
    ] as const) {
      const like = await ctx.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie: from.cookie },
        payload: { profile_id: to.profileId },
      });
      expect(like.statusCode).toBe(200);
    }
    const likes = (await get('/api/likes.php', amsterdam.cookie)).json();
    expect(likes.profiles[0].distance).toEqual({ band: 'about', km: 20 });
    expect(likes.liked_by[0].profile.distance).toEqual({ band: 'about', km: 20 });
  });

  it('never answers with a position or an exact distance', async () => {
    const answers = [
      await get('/api/search.php?per_page=60', amsterdam.cookie),
      await get('/api/search.php?per_page=60', haarlem.cookie),
      await get('/api/search.php?per_page=60'),
      await get(`/api/profile.php?id=${haarlem.profileId}`, amsterdam.cookie),
      await get(`/api/profile.php?id=${munich.profileId}`, amsterdam.cookie),
      await get(`/api/profile.php?id=${amsterdam.profileId}`, amsterdam.cookie),
      await get(`/api/related-profiles.php?id=${haarlem.profileId}`, amsterdam.cookie),
      await get(`/api/related-profiles.php?id=${haarlem.profileId}`),
      await get('/api/likes.php', amsterdam.cookie),
      await get('/api/likes.php', haarlem.cookie),
    ];
    const keys = new Set<string>();
    const numbers: number[] = [];
    const distances: unknown[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          if (key === 'distance') distances.push(inner);
          walk(inner);
        }
      else if (typeof value === 'number') numbers.push(value);
    };
    for (const answer of answers) walk(answer.json());
    expect(
      [...keys].filter((k) =>
        /^(lat|lon|lng|latitude|longitude|location)$|coord|distance.|geo/i.test(k),
      ),
    ).toEqual([]);
    expect(numbers.filter((n) => !Number.isInteger(n))).toEqual([]);
    expect(distances.length).toBeGreaterThan(50);
    // A distance is null or a band: nothing else, no other figure.
    for (const distance of distances) {
      if (distance === null) continue;
      expect(Object.keys(distance as object).sort()).toEqual(['band', 'km']);
      const { band, km } = distance as { band: string; km: number };
      expect(['under', 'about', 'over']).toContain(band);
      expect(BANDS).toContain(km);
    }
  });
});
