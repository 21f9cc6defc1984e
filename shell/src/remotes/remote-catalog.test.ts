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
