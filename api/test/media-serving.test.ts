import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { activeMember, createTestApp, login, type TestContext } from './helper';
import { startLocalS3, type LocalS3 } from './services/s3';

interface ProfileImage {
  id: string;
  url: string;
  thumb_url: string;
  locked: boolean;
}

describe('/media/: public files, and locked full sizes only through a signed link', () => {
  let ctx: TestContext;
  let lockedProfileId: number;
  let lockedKey: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const row = await ctx.app.db
      .selectFrom('images')
      .innerJoin('profiles', 'profiles.id', 'images.profile_id')
      .select(['images.profile_id', 'images.filename'])
      .where('images.locked', '=', 1)
      .where('profiles.status', '=', 'active')
      .orderBy('images.id')
      .executeTakeFirstOrThrow();
    lockedProfileId = row.profile_id;
    lockedKey = row.filename;
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const lockedImage = async (cookie?: string): Promise<ProfileImage> => {
    const response = await get(`/api/profile.php?id=${lockedProfileId}`, cookie);
    const images = response.json().profile.images as ProfileImage[];
    return images.find((image) => image.url.includes('sig=') || image.locked)!;
  };
  /** A new member who has paid: entitled to locked photos. */
  const paidMember = async () => {
    const member = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1 })
      .where('id', '=', member.userId)
      .execute();
    return member;
  };
  const isJpeg = async (response: LightMyRequestResponse) =>
    (await sharp(response.rawPayload).metadata()).format === 'jpeg';

  it('serves public files with a long cache, and nothing that is not a plain key', async () => {
    const thumb = await get('/media/p/0_t.jpg');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('public, max-age=604800');
    expect(await isJpeg(thumb)).toBe(true);
    const again = await get('/media/p/0_t.jpg');
    const cached = await ctx.app.inject({
      method: 'GET',
      url: '/media/p/0_t.jpg',
      headers: { 'if-none-match': again.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    for (const url of ['/media/p/404.jpg', '/media/../package.json', '/media/p/%2e%2e/x.jpg']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('seeds locked photos with their full size under a private key', async () => {
    expect(lockedKey).toMatch(/^private\//);
    const { count } = await ctx.app.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('locked', '=', 1)
      .where('filename', 'not like', 'private/%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('gives a visitor and a free member only the thumbnail; the full size is not served to them', async () => {
    for (const cookie of [undefined, await login(ctx.app)]) {
      const image = await lockedImage(cookie);
      expect(image.locked).toBe(true);
      expect(image.url).toBe(image.thumb_url);
      expect(image.url).not.toContain('sig=');
      // The old leak: the thumbnail's name without `_t` was the full size.
      expect((await get(image.thumb_url.replace('_t.jpg', '.jpg'), cookie)).statusCode).toBe(404);
      expect((await get(`/media/${lockedKey}`, cookie)).statusCode).toBe(404);
    }
  });

  it('gives a paid member a signed link that works until it expires', async () => {
    const paid = await paidMember();
    const image = await lockedImage(paid.cookie);
    expect(image.locked).toBe(false);
    expect(image.url).toMatch(new RegExp(`^/media/${lockedKey}\\?expires=\\d+&sig=[\\w-]+$`));
    const full = await get(image.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(await isJpeg(full)).toBe(true);

    const [path, query] = image.url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`${path}?expires=${params.get('expires')}&sig=${tampered}`)).statusCode).toBe(
      404,
    );
    const later = Number(params.get('expires')) + 3600;
    expect((await get(`${path}?expires=${later}&sig=${sig}`)).statusCode).toBe(404);
    const otherKey = lockedKey.replace(/(\d+)\.jpg$/, (_, n: string) => `${Number(n) + 1}.jpg`);
    expect((await get(`/media/${otherKey}?${query}`)).statusCode).toBe(404);

    ctx.clock.advance(2 * 60 * 60 * 1000);
    const expired = await get(image.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('link_expired');
  });

  it('puts public files behind cdn_prefix, never a signed link', async () => {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select(['id', 'data'])
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const setPrefix = async (cdn_prefix: string) => {
      await ctx.app.db
        .updateTable('site_settings')
        .set({ data: JSON.stringify({ ...data, cdn_prefix }) })
        .where('id', '=', row.id)
        .execute();
      // The settings are cached for a minute.
      ctx.app.site.clearCache();
    };
    await setPrefix('https://cdn.example/');
    try {
      const paid = await paidMember();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/profile.php?id=${lockedProfileId}`,
        headers: { cookie: paid.cookie, host: 'cdn-test.example' },
      });
      const images = response.json().profile.images as ProfileImage[];
      const image = images.find((i) => i.url.includes('sig='))!;
      expect(image.thumb_url).toMatch(/^https:\/\/cdn\.example\/media\/l\/\d+_t\.jpg$/);
      expect(image.url).toMatch(/^\/media\/private\//);
    } finally {
      await setPrefix('');
    }
  });

  it('gives the owner a signed link to a locked photo of their own', async () => {
    const owner = await activeMember(ctx.app);
    const thumb = lockedKey.replace('private/', '').replace('.jpg', '_t.jpg');
    await ctx.app.db
      .insertInto('images')
      .values({
        profile_id: Number(owner.profileId),
        filename: lockedKey,
        thumb_filename: thumb,
        match_filename: lockedKey.replace('.jpg', '_m.jpg'),
        status: 'active',
        locked: 1,
        position: 0,
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    const response = await get(`/api/profile.php?id=${owner.profileId}`, owner.cookie);
    const [image] = response.json().profile.images as ProfileImage[];
    expect(image!.locked).toBe(false);
    expect(image!.url).toContain('sig=');
    expect((await get(image!.url)).statusCode).toBe(200);
  });
});

describe('/media/ from an S3 store', () => {
  let s3: LocalS3;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await createTestApp({ profiles: 5, config: { mediaStore: 's3', s3: s3.settings } });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  it('seeds into the bucket and streams public files through', async () => {
    expect(await ctx.app.mediaStore.exists('p/0_t.jpg')).toBe(true);
    expect(await ctx.app.mediaStore.exists('private/l/0.jpg')).toBe(true);
    const response = await ctx.app.inject({ method: 'GET', url: '/media/p/0_t.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(200);
    const hidden = await ctx.app.inject({ method: 'GET', url: '/media/private/l/0.jpg' });
    expect(hidden.statusCode).toBe(404);
  });
});
