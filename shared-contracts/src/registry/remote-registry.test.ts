import { containerName, parseRegistry, registryRoutes } from './remote-registry';
import { withCheckedShows } from './route-shows';

const release = (overrides: Record<string, unknown> = {}) => ({
  version: '1.2.0',
  entry: '/remotes/mfe-chat/1.2.0/remoteEntry.js',
  platform: '^1.0.0',
  routes: [{ name: 'chats', path: '/chats', layout: 'default', membersArea: true }],
  ...overrides,
});

it('keeps valid entries with their routes and drops malformed ones with a reason', () => {
  const { registry, problems } = parseRegistry({
    schemaVersion: 2,
    remotes: [
      { name: 'mfe-chat', ...release({ preload: ['/remotes/mfe-chat/1.2.0/app.js'] }) },
      { name: 'mfe_unknown', ...release() },
      { name: 'mfe-landers', ...release({ version: 3 }) },
      { name: 'mfe-members', ...release({ platform: undefined }) },
      { name: 'mfe-payments', ...release({ routes: [] }) },
      {
        name: 'mfe-account',
        ...release({ routes: [{ name: 'x', path: 'no-slash', layout: 'default' }] }),
      },
      { name: 'mfe-chat', ...release() },
    ],
  });
  expect(registry.remotes).toEqual([
    {
      name: 'mfe-chat',
      ...release({ preload: ['/remotes/mfe-chat/1.2.0/app.js'] }),
    },
  ]);
  expect(problems).toEqual([
    expect.stringContaining('bad entry'),
    'registry: mfe-landers: no version or entry',
    'registry: mfe-members: no platform requirement',
    'registry: mfe-payments: no routes',
    'registry: mfe-account: route x: bad path',
    'registry: mfe-chat listed twice',
  ]);
});

it('drops a malformed canary but keeps the stable release', () => {
  const { registry, problems } = parseRegistry({
    schemaVersion: 2,
    remotes: [
      { name: 'mfe-chat', ...release(), canary: { ...release({ version: '1.3.0' }), share: 1.5 } },
      { name: 'mfe-landers', ...release(), canary: { ...release({ routes: 'all' }), share: 0.1 } },
      {
        name: 'mfe-members',
        ...release(),
        canary: { ...release({ version: '2.0.0' }), share: 0.1 },
      },
    ],
  });
  expect(registry.remotes.map((entry) => [entry.name, entry.canary?.version])).toEqual([
    ['mfe-chat', undefined],
    ['mfe-landers', undefined],
    ['mfe-members', '2.0.0'],
  ]);
  expect(problems).toEqual([
    'registry: mfe-chat: canary share not in (0, 1)',
    'registry: mfe-landers: canary: no routes',
  ]);
});

it('yields no remotes for a document that is not a registry of this schema', () => {
  expect(parseRegistry('<html>').registry.remotes).toEqual([]);
  expect(parseRegistry({ schemaVersion: 1, remotes: [] }).problems).toEqual([
    'registry: bad document',
  ]);
});

it('gives every declared route its owner', () => {
  const routes = registryRoutes([{ name: 'mfe-chat', routes: release().routes as never }]);
  expect(routes).toEqual([
    {
      name: 'chats',
      path: '/chats',
      layout: 'default',
      membersArea: true,
      owner: 'mfe-chat',
      frame: expect.objectContaining({ name: 'default', header: 'nav', footer: true }),
    },
  ]);
});

it('turns remote names into Module Federation container names', () => {
  expect(containerName('mfe-landers')).toBe('mfe_landers');
});

it('keeps a server renderer inside the release folder and drops an entry naming one outside', () => {
  const { registry, problems } = parseRegistry({
    schemaVersion: 2,
    remotes: [
      { name: 'mfe-landers', ...release({ ssr: 'server/render.cjs' }) },
      { name: 'mfe-chat', ...release({ ssr: '../../../api/src/app.ts' }) },
      { name: 'mfe-members', ...release({ ssr: '/etc/passwd' }) },
    ],
  });
  expect(registry.remotes).toEqual([
    { name: 'mfe-landers', ...release({ ssr: 'server/render.cjs' }) },
  ]);
  expect(problems).toEqual([
    'registry: mfe-chat: bad ssr file',
    'registry: mfe-members: bad ssr file',
  ]);
});

it("keeps a route's API call when it is one of this API with the path's parameters (the API's check)", () => {
  const route = (shows: unknown) => ({
    name: 'members-id',
    path: '/members/:id',
    layout: 'default',
    shows,
  });
  // The browser's parse keeps the shape; the API drops what it would not ask.
  const parsed = parseRegistry({
    schemaVersion: 2,
    remotes: [
      { name: 'mfe-members', ...release({ routes: [route('/api/profile.php?id=:id')] }) },
      { name: 'mfe-chat', ...release({ routes: [route('https://evil.example/x?id=:id')] }) },
      { name: 'mfe-landers', ...release({ routes: [route('/api/profile.php?id=:other')] }) },
      { name: 'mfe-account', ...release({ routes: [route('/api/../x.php?id=:id')] }) },
      { name: 'mfe-payments', ...release({ routes: [route(7)] }) },
    ],
  });
  expect(parsed.problems).toEqual([]);
  const { registry, problems } = withCheckedShows(parsed.registry);
  expect(registry.remotes.map((entry) => entry.routes[0]?.shows)).toEqual([
    '/api/profile.php?id=:id',
  ]);
  expect(problems).toEqual([
    'registry: mfe-chat: route members-id: bad shows',
    'registry: mfe-landers: route members-id: bad shows',
    'registry: mfe-account: route members-id: bad shows',
    'registry: mfe-payments: route members-id: bad shows',
  ]);
});

it('takes a remote it has never heard of, with layouts of its own, and earlier releases', () => {
  const studio = { name: 'studio', header: 'logo', warning: false, footer: false, fill: true };
  const { registry, problems } = parseRegistry({
    schemaVersion: 2,
    remotes: [
      {
        name: 'mfe-guestbook',
        ...release({
          routes: [{ name: 'guestbook', path: '/guestbook', layout: 'studio' }],
          layouts: [studio],
          integrity: 'sha384-abc+/9=',
        }),
        earlier: [release({ version: '1.1.0' }), release({ version: 7 })],
      },
      { name: 'Not A Name', ...release() },
      {
        name: 'mfe-other',
        ...release({ routes: [{ name: 'o', path: '/o', layout: 'studio' }] }),
      },
      {
        name: 'mfe-third',
        ...release({ layouts: [{ ...studio, name: 'default' }] }),
      },
      { name: 'mfe-fourth', ...release({ layouts: [{ ...studio, header: 'banner' }] }) },
      { name: 'mfe-fifth', ...release({ integrity: 'md5-abc' }) },
    ],
  });
  expect(registry.remotes.map((remote) => remote.name)).toEqual(['mfe-guestbook']);
  expect(registry.remotes[0]).toMatchObject({
    layouts: [studio],
    integrity: 'sha384-abc+/9=',
    earlier: [{ version: '1.1.0' }],
  });
  expect(problems).toEqual([
    'registry: mfe-guestbook: earlier: no version or entry',
    expect.stringContaining('registry: bad entry'),
    // A layout of another release is not this one's to name.
    'registry: mfe-other: route o: bad layout',
    // A built-in layout's name, a top the shell has no part for.
    'registry: mfe-third: bad layout default',
    'registry: mfe-fourth: bad layout studio',
    'registry: mfe-fifth: bad integrity',
  ]);
});
