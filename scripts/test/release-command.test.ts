import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The release command itself, on a copy of a remote's package.json and a live shell's
// shell.json: a refused release is refused before anything is built, so these runs take a
// second.
const ROOT = path.resolve(__dirname, '..', '..');
const live = (name: string, routes: object[]) => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
  platform: '^1.4.0',
  routes,
  preload: [],
});
const pricing = { name: 'pricing', path: '/pricing', layout: 'default' };

const SHELL = {
  platform: '1.4.0',
  layouts: ['default', 'chat', 'lander', 'empty'],
  mounts: { 'mfe-account': ['app', 'signup-parcel'], 'mfe-payments': ['app'] },
};

let dir: string;
/** The checkout being released builds against this platform version. */
function platformOfSource(version: string) {
  writeFileSync(
    path.join(dir, 'source', 'node_modules', '@dating', 'platform', 'package.json'),
    JSON.stringify({ name: '@dating/platform', version }),
  );
}
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-command-'));
  mkdirSync(path.join(dir, 'deploy'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell', 'shell.json'), JSON.stringify(SHELL));
  mkdirSync(path.join(dir, 'source', 'node_modules', '@dating', 'platform'), { recursive: true });
  platformOfSource('1.4.0');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A checkout whose `remote` declares the routes `change` makes of its own. */
function sourceWith(
  remote: string,
  change: (routes: { path: string; layout: string }[]) => object[],
  federation: object = {},
) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'));
  manifest.federation = { ...manifest.federation, ...federation };
  manifest.federation.routes = change(manifest.federation.routes);
  mkdirSync(path.join(dir, 'source', remote));
  writeFileSync(path.join(dir, 'source', remote, 'package.json'), JSON.stringify(manifest));
}

const release = (remote: string) =>
  spawnSync(
    process.execPath,
    ['scripts/release.mjs', '--source', path.join(dir, 'source'), remote],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DEPLOY_DIR: path.join(dir, 'deploy'),
        SHELL_DIST: path.join(dir, 'shell'),
      },
      encoding: 'utf8',
    },
  );

function withRegistry(remotes: object[]): string {
  const text = JSON.stringify({ schemaVersion: 2, remotes });
  writeFileSync(path.join(dir, 'deploy', 'registry.json'), text);
  return text;
}

it("refuses, before building, a release that claims another team's page, naming both", () => {
  sourceWith('mfe-account', (routes) => [...routes, pricing]);
  const registry = withRegistry([live('mfe-payments', [pricing])]);
  const answer = release('mfe-account');
  expect(answer.status).toBe(1);
  expect(answer.stderr).toContain('refused, the registry is unchanged');
  expect(answer.stderr).toContain(
    'mfe-account: route pricing (/pricing) claims paths of route pricing (/pricing) of mfe-payments',
  );
  expect(readFileSync(path.join(dir, 'deploy', 'registry.json'), 'utf8')).toBe(registry);
  expect(existsSync(path.join(dir, 'deploy', 'remotes', 'mfe-account'))).toBe(false);
});

it('refuses the giving remote while it still claims a path it handed over', () => {
  sourceWith('mfe-payments', (routes) => routes);
  withRegistry([live('mfe-account', [{ ...pricing, takesOver: 'mfe-payments' }])]);
  const answer = release('mfe-payments');
  expect(answer.status).toBe(1);
  expect(answer.stderr).toContain(
    'mfe-payments: route pricing (/pricing) was handed over to mfe-account',
  );
});

it('refuses, before building, a release the live shell cannot run, saying why', () => {
  // Built against a newer platform than the shell carries, without the parcel the shell
  // mounts, and with a layout the shell does not draw.
  platformOfSource('1.5.0');
  sourceWith(
    'mfe-account',
    (routes) => routes.map((route, i) => (i === 0 ? { ...route, layout: 'sidebar' } : route)),
    { exposes: {} },
  );
  const registry = withRegistry([live('mfe-account', [pricing])]);
  const answer = release('mfe-account');
  expect(answer.status).toBe(1);
  expect(answer.stderr).toContain(
    `the live shell (${path.join(dir, 'shell', 'shell.json')}) cannot run it`,
  );
  expect(answer.stderr).toContain(
    'mfe-account: needs @dating/platform ^1.5.0, the live shell provides 1.4.0',
  );
  expect(answer.stderr).toContain(
    'mfe-account: the live shell mounts mfe-account/signup-parcel, which this release does not expose',
  );
  expect(answer.stderr).toContain(
    'mfe-account: route account-deleted asks for layout "sidebar", which neither the live shell (default, chat, lander, empty) nor this release declares',
  );
  expect(readFileSync(path.join(dir, 'deploy', 'registry.json'), 'utf8')).toBe(registry);
});
