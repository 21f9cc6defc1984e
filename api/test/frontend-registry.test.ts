import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUCKETS, memberBucket, resolveCanaries } from '../src/modules/frontend/registry-resolver';
import { activeMember, createTestApp, signup, type TestContext } from './helper';

const INDEX =
  '<!doctype html><html lang=nl><head><title>Build title</title></head><body></body></html>';

const BOOT_FILES = ['/4275.react-dom.js', '/5146.i18next.js'];
const BOOT_TEXTS = {
  nl: '/shell-locale-nl-json.0a1b2c3d.js',
  de: '/shell-locale-de-json.4e5f6a7b.js',
};

const release = (name: string, version: string, routes: object[]) => ({
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
  platform: '^1.0.0',
  routes,
  preload: [
    `/remotes/${name}/${version}/__federation_expose_app.js`,
    `/remotes/${name}/${version}/landers-locale-{lang}-json.js`,
  ],
});
const CHATS = [{ name: 'chats', path: '/chats', layout: 'default', membersArea: true }];
const LANDERS = [{ name: 'landers-variant', path: '/landers/:variant/:slug?', layout: 'lander' }];

/** A deployment whose chat remote has a canary for half of everyone. */
const REGISTRY = {
  schemaVersion: 2,
  remotes: [
    {
      name: 'mfe-chat',
      ...release('mfe-chat', '1.0.0', CHATS),
      canary: { ...release('mfe-chat', '1.1.0', CHATS), share: 0.5 },
    },
    { name: 'mfe-landers', ...release('mfe-landers', '2.0.0', LANDERS) },
  ],
};

/** A shell's folder (its index.html) and a deployment's, under `root`. */
function siteIn(root: string) {
  const shellDist = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), INDEX);
  // The chunks the shell's entry asks for as it boots, as its build lists them.
  writeFileSync(path.join(shellDist, 'boot-files.json'), JSON.stringify(BOOT_FILES));
  writeFileSync(path.join(shellDist, 'boot-texts.json'), JSON.stringify(BOOT_TEXTS));
  return { shellDist, deployDir };
}

const bootData = (html: string) => {
  const match =
    /<script id="boot-data" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};
const chatVersion = (registry: {
  readonly remotes: ReadonlyArray<{ name: string; version: string }>;
}) => registry.remotes.find((entry) => entry.name === 'mfe-chat')?.version;

describe('the page and the registry as one visitor gets them', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dating-registry-'));
    const { shellDist, deployDir } = siteIn(root);
    writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(REGISTRY));
    ctx = await createTestApp({ profiles: 0, config: { shellDist, deployDir } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('carries the registry and the settings, and preload hints for the owning remote', async () => {
    const response = await ctx.app.inject({ url: '/landers/video', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, private');
    const data = bootData(response.body);
    expect(data.settings.name).toBe('Liefdevol');
    expect(data.registry.remotes.map((entry: { name: string }) => entry.name)).toEqual([
      'mfe-chat',
      'mfe-landers',
    ]);
    // Canaries are resolved on the server: the page names one release per remote.
    expect(data.registry.remotes.every((entry: object) => !('canary' in entry))).toBe(true);
    expect(response.body).toContain(
      '<link rel="preload" as="script" href="/remotes/mfe-landers/2.0.0/remoteEntry.js">',
    );
    expect(response.body).toContain(
      '<link rel="preload" as="script" href="/remotes/mfe-landers/2.0.0/__federation_expose_app.js">',
    );
    expect(response.body).not.toContain('href="/remotes/mfe-chat/');
    // Not the release's texts (their file names hold {lang}): they follow the module at mount.
    expect(response.body).not.toMatch(/rel="preload"[^>]*\/remotes\/[^"]*locale/);
  });

  it("asks for the shell's boot chunks with the page, ahead of the remote's files", async () => {
    const response = await ctx.app.inject({ url: '/chats', headers: { accept: '*/*' } });
    const preloaded = [
      ...response.body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g),
    ];
    expect(preloaded.map((match) => match[1])).toEqual([
      ...BOOT_FILES,
      BOOT_TEXTS.nl,
      expect.stringMatching(/^\/remotes\/mfe-chat\/1\.[01]\.0\/remoteEntry\.js$/),
      expect.stringMatching(/^\/remotes\/mfe-chat\/1\.[01]\.0\/__federation_expose_app\.js$/),
    ]);
  });

  it("preloads the shell's texts in the language the shell will start in", async () => {
    const texts = async (url: string, cookie?: string) => {
      const response = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
      return response.body.match(/href="\/shell-locale-(\w+)-json\.\w+\.js"/g) ?? [];
    };
    expect(await texts('/chats')).toEqual([`href="${BOOT_TEXTS.nl}"`]);
    expect(await texts('/chats', 'i18n_redirected=de')).toEqual([`href="${BOOT_TEXTS.de}"`]);
    expect(await texts('/chats?lang=de', 'i18n_redirected=nl')).toEqual([
      `href="${BOOT_TEXTS.de}"`,
    ]);
    // A language whose texts the build did not list: nothing rather than the wrong ones.
    expect(await texts('/chats?lang=fr')).toEqual([]);
  });

  it('names who the page goes to, as the user probe answers: a member, or null', async () => {
    const member = await signup(ctx.app);
    const probe = await ctx.app.inject({
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    const page = await ctx.app.inject({ url: '/chats', headers: { cookie: member.cookie } });
    expect(bootData(page.body).user).toEqual(probe.json().user);
    expect(bootData(page.body).user.email).toBe(member.email);
    const visitor = await ctx.app.inject({ url: '/chats' });
    expect(bootData(visitor.body).user).toBeNull();
    // A session that ended is a visitor's page.
    const logout = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/chats', headers: { cookie: member.cookie } });
    expect(bootData(after.body).user).toBeNull();
  });

  it("writes the company and its terms day, in the page's language, into every page", async () => {
    const companyAdded = (added: string) =>
      ctx.app.db.updateTable('company_info').set({ added }).execute();
    const seeded = (await ctx.app.inject({ url: '/api/companyinfo.php' })).json().companyinfo;
    try {
      // A company older than the terms' first version: that version's day.
      await companyAdded('2020-01-01 00:00:00');
      const company = (await ctx.app.inject({ url: '/api/companyinfo.php' })).json().companyinfo;
      const page = bootData((await ctx.app.inject({ url: '/chats' })).body);
      expect(page.company).toEqual(company);
      expect(page.termsDate).toEqual({ locale: 'nl', day: '2023-12-01', text: '1 december 2023' });
      const german = bootData((await ctx.app.inject({ url: '/chats?lang=de' })).body);
      expect(german.termsDate).toEqual({
        locale: 'de',
        day: '2023-12-01',
        text: '1. Dezember 2023',
      });
      // A company added after it dates the terms.
      await companyAdded('2025-02-03 10:00:00');
      const later = bootData((await ctx.app.inject({ url: '/nowhere' })).body);
      expect(later.company.added).toBe('2025-02-03 10:00:00');
      expect(later.termsDate).toEqual({ locale: 'nl', day: '2025-02-03', text: '3 februari 2025' });
    } finally {
      await companyAdded(seeded.added);
    }
  });

  it("gives a path no release owns the page with no release's preload hints, as a 404", async () => {
    const response = await ctx.app.inject({ url: '/nowhere' });
    // The shell draws its not-found page there: its own boot chunks only.
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/rel="preload"[^>]*\/remotes\//);
    expect(response.body).toContain('<link rel="preload" as="script" href="/5146.i18next.js">');
    expect(bootData(response.body).registry.remotes).toHaveLength(2);
  });

  it('keeps a visitor in one bucket through a cookie', async () => {
    const first = await ctx.app.inject({ url: '/registry.json' });
    const cookie = first.cookies.find((c) => c.name === 'canary_bucket');
    expect(Number(cookie?.value)).toBeGreaterThanOrEqual(0);
    expect(cookie?.httpOnly).toBe(true);
    const bucket = Number(cookie?.value);
    const expected = bucket < BUCKETS / 2 ? '1.1.0' : '1.0.0';
    expect(chatVersion(first.json())).toBe(expected);
    for (let i = 0; i < 3; i += 1) {
      const again = await ctx.app.inject({
        url: '/chats',
        headers: { cookie: `canary_bucket=${bucket}` },
      });
      expect(chatVersion(bootData(again.body).registry)).toBe(expected);
      expect(again.cookies.find((c) => c.name === 'canary_bucket')).toBeUndefined();
    }
  });

  it('keeps a member in the bucket of their id, whatever the browser says', async () => {
    const member = await signup(ctx.app);
    const expected = memberBucket(Number(member.user.id)) < BUCKETS / 2 ? '1.1.0' : '1.0.0';
    for (const visitorCookie of ['canary_bucket=0', 'canary_bucket=9999', '']) {
      const response = await ctx.app.inject({
        url: '/registry.json',
        headers: { cookie: [member.cookie, visitorCookie].filter(Boolean).join('; ') },
      });
      expect(chatVersion(response.json())).toBe(expected);
    }
  });

  it("counts each release's pages and its reported errors, for the canary that watches itself", async () => {
    const metric = async (line: RegExp) => {
      const text = (await ctx.app.inject({ url: '/metrics' })).body;
      return Number(
        text
          .split('\n')
          .find((l) => line.test(l))
          ?.split(' ')
          .pop() ?? 0,
      );
    };
    const pages = (version: string) =>
      metric(
        new RegExp(`^frontend_release_pages_total\\{remote="mfe-chat",version="${version}"\\}`),
      );
    const errors = (version: string) =>
      metric(
        new RegExp(
          `^client_errors_total\\{remote="mfe-chat",version="${version}",kind="render"\\}`,
        ),
      );
    const [canaryPages, stablePages] = [await pages('1.1.0'), await pages('1.0.0')];
    // Bucket 0 runs the canary, bucket 9999 the stable release.
    for (const bucket of [0, 0, 9999]) {
      await ctx.app.inject({ url: '/chats', headers: { cookie: `canary_bucket=${bucket}` } });
    }
    expect(await pages('1.1.0')).toBe(canaryPages + 2);
    expect(await pages('1.0.0')).toBe(stablePages + 1);

    const report = (version: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/client-errors.php',
        payload: { remote: 'mfe-chat', version, route: '/chats', message: 'boom', kind: 'render' },
      });
    const before = await errors('1.1.0');
    await report('1.1.0');
    await report('1.1.0');
    expect(await errors('1.1.0')).toBe(before + 2);
    // A version the registry does not name is counted as other: reports cannot add labels.
    const other = await errors('other');
    await report('9.9.9-made-up');
    expect(await errors('other')).toBe(other + 1);
    expect((await ctx.app.inject({ url: '/metrics' })).body).not.toContain('9.9.9-made-up');
  });
});

describe('the status of a page that shows a member', () => {
  const MEMBERS = [
    {
      name: 'members-id',
      path: '/members/:id',
      layout: 'default',
      shows: '/api/profile.php?id=:id',
    },
  ];
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dating-registry-'));
    const { shellDist, deployDir } = siteIn(root);
    writeFileSync(
      path.join(deployDir, 'registry.json'),
      JSON.stringify({
        schemaVersion: 2,
        remotes: [{ name: 'mfe-members', ...release('mfe-members', '1.0.0', MEMBERS) }],
      }),
    );
    ctx = await createTestApp({ profiles: 0, config: { shellDist, deployDir } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    ctx.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('is 200 for a member one may see, 404 for one nobody may see, a deleted one, a bad id', async () => {
    const member = await activeMember(ctx.app);
    expect((await page(`/members/${member.profileId}`)).statusCode).toBe(200);
    expect((await page('/members/99999')).statusCode).toBe(404);
    expect((await page('/members/abc')).statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: member.cookie },
      payload: { password: 'secret-password', reasons: [] },
    });
    expect(deleted.json()).toEqual({ ok: true });
    const gone = await page(`/members/${member.profileId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is 404 for the member who was blocked by that member, 200 for everyone else', async () => {
    const blocker = await activeMember(ctx.app);
    const blocked = await activeMember(ctx.app);
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker.cookie },
      payload: { profile_id: blocked.profileId },
    });
    expect(block.statusCode).toBe(200);
    expect((await page(`/members/${blocker.profileId}`, blocked.cookie)).statusCode).toBe(404);
    expect((await page(`/members/${blocker.profileId}`)).statusCode).toBe(200);
  });
});

describe('resolving canaries', () => {
  it('sends buckets below the share to the canary and the rest to the stable release', () => {
    const registry = REGISTRY as Parameters<typeof resolveCanaries>[0];
    expect(chatVersion(resolveCanaries(registry, 0))).toBe('1.1.0');
    expect(chatVersion(resolveCanaries(registry, BUCKETS / 2 - 1))).toBe('1.1.0');
    expect(chatVersion(resolveCanaries(registry, BUCKETS / 2))).toBe('1.0.0');
    expect(resolveCanaries(registry, 0).remotes[0]).not.toHaveProperty('canary');
  });

  it('spreads members evenly over the buckets', () => {
    const inCanary = Array.from({ length: 10_000 }, (_, id) => memberBucket(id)).filter(
      (bucket) => bucket < BUCKETS / 10,
    ).length;
    expect(inCanary).toBeGreaterThan(900);
    expect(inCanary).toBeLessThan(1100);
  });
});

describe('the releases the served shell can run', () => {
  let ctx: TestContext;
  let root: string;
  const payments = (version: string, platform: string) => ({
    ...release('mfe-payments', version, [{ name: 'pricing', path: '/pricing', layout: 'default' }]),
    platform,
  });
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dating-registry-'));
    const { shellDist, deployDir } = siteIn(root);
    // A shell built for platform 1.4.0, and a payments release that needs 1.5.0.
    writeFileSync(path.join(shellDist, 'shell.json'), JSON.stringify({ platform: '1.4.0' }));
    writeFileSync(
      path.join(deployDir, 'registry.json'),
      JSON.stringify({
        schemaVersion: 2,
        remotes: [
          {
            name: 'mfe-payments',
            ...payments('3.0.0', '^1.5.0'),
            earlier: [
              payments('2.1.0', '^1.5.0'),
              { ...payments('2.0.0', '^1.4.0'), integrity: 'sha384-twoOh' },
            ],
          },
        ],
      }),
    );
    ctx = await createTestApp({ profiles: 0, config: { shellDist, deployDir } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('names in the page the newest release the shell can run, and only that one', async () => {
    const response = await ctx.app.inject({ url: '/pricing', headers: { accept: '*/*' } });
    const [entry] = bootData(response.body).registry.remotes;
    expect(entry).toMatchObject({ name: 'mfe-payments', version: '2.0.0', platform: '^1.4.0' });
    expect(entry).not.toHaveProperty('earlier');
    // With the entry's integrity hash, which the shell gives its script as well.
    expect(response.body).toContain(
      '<link rel="preload" as="script" href="/remotes/mfe-payments/2.0.0/remoteEntry.js" integrity="sha384-twoOh">',
    );
    expect(response.body).not.toContain('/remotes/mfe-payments/3.0.0/');
  });

  it('hands the whole choice to a shell that asks for the registry itself', async () => {
    const registry = (await ctx.app.inject({ url: '/registry.json' })).json();
    expect(registry.remotes[0].version).toBe('3.0.0');
    expect(
      registry.remotes[0].earlier.map((release: { version: string }) => release.version),
    ).toEqual(['2.1.0', '2.0.0']);
  });
});

it("puts a canary visitor's stable release first among the earlier ones", () => {
  const [chat] = resolveCanaries(REGISTRY as never, 0).remotes;
  expect(chat).toMatchObject({ version: '1.1.0' });
  expect(chat?.earlier?.map((release) => release.version)).toEqual(['1.0.0']);
  expect(resolveCanaries(REGISTRY as never, BUCKETS - 1).remotes[0]).not.toHaveProperty('earlier');
});
