import type { RemoteRegistry, RemoteRelease } from '@dating/shared-contracts';
import { createRemoteCatalog } from './remote-catalog';

const release = (version: string, platform: string, path: string): RemoteRelease => ({
  version,
  entry: `/remotes/x/${version}/remoteEntry.js`,
  platform,
  routes: [{ name: path.slice(1), path, layout: 'default' }],
});

const registry: RemoteRegistry = {
  schemaVersion: 2,
  remotes: [
    {
      name: 'mfe-chat',
      ...release('1.0.0', '^1.0.0', '/chats'),
      canary: { ...release('1.1.0', '^1.0.0', '/chats'), share: 0.1 },
    },
    { name: 'mfe-payments', ...release('2.0.0', '^1.4.0', '/credits') },
    { name: 'mfe-landers', ...release('3.0.0', '^2.0.0', '/landers/:variant') },
  ],
};

it('runs the canary for browsers inside its share and the stable release for the rest', () => {
  expect(createRemoteCatalog(registry, '1.4.2', 0.05).releases.get('mfe-chat')).toMatchObject({
    version: '1.1.0',
    canary: true,
  });
  expect(createRemoteCatalog(registry, '1.4.2', 0.5).releases.get('mfe-chat')).toMatchObject({
    version: '1.0.0',
    canary: false,
  });
});

it('marks a release the shell platform cannot satisfy, with the reason, and keeps its routes', () => {
  const catalog = createRemoteCatalog(registry, '1.3.0', 0.5);
  expect(catalog.releases.get('mfe-chat')?.incompatible).toBeNull();
  expect(catalog.releases.get('mfe-payments')?.incompatible).toBe(
    'needs @dating/platform ^1.4.0, the shell provides 1.3.0',
  );
  expect(catalog.releases.get('mfe-landers')?.incompatible).toMatch(/\^2\.0\.0/);
  expect(catalog.routes.map((route) => [route.path, route.owner]).sort()).toEqual([
    ['/chats', 'mfe-chat'],
    ['/credits', 'mfe-payments'],
    ['/landers/:variant', 'mfe-landers'],
  ]);
});

it('runs the newest earlier release this shell can when it cannot run the live one', () => {
  const withEarlier: RemoteRegistry = {
    schemaVersion: 2,
    remotes: [
      {
        name: 'mfe-payments',
        ...release('3.0.0', '^1.5.0', '/credits'),
        canary: { ...release('3.1.0', '^1.6.0', '/credits'), share: 0.5 },
        earlier: [
          release('2.1.0', '^1.5.0', '/credits'),
          release('2.0.0', '^1.4.0', '/credits/:id'),
          release('1.0.0', '^1.0.0', '/credits'),
        ],
      },
    ],
  };
  // A canary it cannot run falls back to the stable release, then to earlier ones.
  expect(createRemoteCatalog(withEarlier, '1.5.1', 0.1).releases.get('mfe-payments')).toMatchObject(
    { version: '3.0.0', canary: false, incompatible: null },
  );
  const older = createRemoteCatalog(withEarlier, '1.4.2', 0.9);
  expect(older.releases.get('mfe-payments')).toMatchObject({
    version: '2.0.0',
    entry: '/remotes/x/2.0.0/remoteEntry.js',
    incompatible: null,
  });
  // The routes are those of the release it runs.
  expect(older.routes.map((route) => route.path)).toEqual(['/credits/:id']);
  // Nothing it can run: the live release, marked, so its outlet shows the fallback.
  expect(createRemoteCatalog(withEarlier, '0.9.0', 0.9).releases.get('mfe-payments')).toMatchObject(
    { version: '3.0.0', incompatible: expect.stringMatching(/\^1\.5\.0/) },
  );
});

it("gives each route the layout it names: its release's own, or a built-in one", () => {
  const studio = { name: 'studio', header: 'logo', warning: false, footer: false, fill: true };
  const catalog = createRemoteCatalog(
    {
      schemaVersion: 2,
      remotes: [
        {
          name: 'mfe-guestbook',
          ...release('1.0.0', '^1.0.0', '/guestbook'),
          routes: [
            { name: 'guestbook', path: '/guestbook', layout: 'studio' },
            { name: 'guestbook-help', path: '/guestbook/help', layout: 'lander' },
          ],
          layouts: [studio] as RemoteRelease['layouts'],
        },
      ],
    },
    '1.4.0',
    0.5,
  );
  expect(catalog.routes.map((route) => [route.path, route.owner, route.frame])).toEqual([
    ['/guestbook/help', 'mfe-guestbook', expect.objectContaining({ name: 'lander', footer: true })],
    ['/guestbook', 'mfe-guestbook', studio],
  ]);
});
