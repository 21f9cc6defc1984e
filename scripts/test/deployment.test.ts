import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  KEPT_EARLIER,
  readRegistry,
  record,
  rollback,
  switchRegistry,
  withRegistryLock,
  writeEntry,
} from '../deployment.mjs';

const REMOTES = ['mfe-members', 'mfe-chat', 'mfe-payments', 'mfe-account', 'mfe-landers'];
const entry = (name: string, version: string) => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
  platform: '^1.4.0',
  routes: [{ name: name.slice(4), path: `/${name.slice(4)}`, layout: 'default' }],
  preload: [],
});

let deployDir: string;
beforeEach(() => {
  deployDir = mkdtempSync(path.join(os.tmpdir(), 'registry-lock-'));
  process.env.DEPLOY_DIR = deployDir;
});
afterEach(() => {
  delete process.env.DEPLOY_DIR;
  rmSync(deployDir, { recursive: true, force: true });
});

it('lands every one of many releases written at once, none lost', async () => {
  await Promise.all(
    [1, 2, 3].flatMap((round) =>
      REMOTES.map((name) =>
        withRegistryLock(`release of ${name}`, () => writeEntry(name, entry(name, `${round}.0.0`))),
      ),
    ),
  );
  const registry = await readRegistry();
  expect(registry.remotes.map((remote: { name: string }) => remote.name).sort()).toEqual(
    [...REMOTES].sort(),
  );
});

it('gives up, changing nothing, when another release holds the registry too long', async () => {
  await writeEntry('mfe-chat', entry('mfe-chat', '1.0.0'));
  // A living process (this one) holds it.
  mkdirSync(path.join(deployDir, 'registry.lock'));
  writeFileSync(
    path.join(deployDir, 'registry.lock', 'holder.json'),
    JSON.stringify({ pid: process.pid, what: 'release of mfe-chat' }),
  );
  const before = readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
  await expect(
    withRegistryLock(
      'release of mfe-landers',
      () => writeEntry('mfe-landers', entry('mfe-landers', '1.0.0')),
      {
        waitMs: 300,
      },
    ),
  ).rejects.toThrow(
    'release of mfe-landers: waited 0.3 s for release of mfe-chat to finish; nothing was changed',
  );
  expect(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')).toBe(before);
});

it('takes over a lock whose process died', async () => {
  // A process that has ended: its pid answers no signal.
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  mkdirSync(path.join(deployDir, 'registry.lock'));
  writeFileSync(
    path.join(deployDir, 'registry.lock', 'holder.json'),
    JSON.stringify({ pid, what: 'release of mfe-chat' }),
  );
  expectConsoleWarn(/registry: removed a lock its process left behind/);
  await withRegistryLock('release of mfe-landers', () =>
    writeEntry('mfe-landers', entry('mfe-landers', '1.0.0')),
  );
  expect((await readRegistry()).remotes).toEqual([entry('mfe-landers', '1.0.0')]);
});

it("leaves a route handed over out of its giver's entry, and gives it back when the taker rolls back", async () => {
  const route = (path: string, extra: object = {}) => ({
    name: path.slice(1),
    path,
    layout: 'default',
    ...extra,
  });
  const release = (name: string, version: string, routes: object[]) => {
    const dir = path.join(deployDir, 'remotes', name, version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ routes }));
    return { ...entry(name, version), routes };
  };
  const payments = release('mfe-payments', '1.0.0', [route('/pricing'), route('/credits')]);
  const before = release('mfe-account', '1.0.0', [route('/login')]);
  const handOver = release('mfe-account', '2.0.0', [
    route('/login'),
    route('/pricing', { takesOver: 'mfe-payments' }),
  ]);
  const paths = async () =>
    Object.fromEntries(
      (await readRegistry()).remotes.map((remote: { name: string; routes: { path: string }[] }) => [
        remote.name,
        remote.routes.map((r) => r.path),
      ]),
    );

  await writeEntry('mfe-payments', payments);
  await writeEntry('mfe-account', before);
  expect(await paths()).toEqual({
    'mfe-account': ['/login'],
    'mfe-payments': ['/pricing', '/credits'],
  });
  await writeEntry('mfe-account', handOver);
  expect(await paths()).toEqual({
    'mfe-account': ['/login', '/pricing'],
    'mfe-payments': ['/credits'],
  });
  // The taker rolled back: the giver's release declares /pricing, so it serves it again.
  await writeEntry('mfe-account', before);
  expect(await paths()).toEqual({
    'mfe-account': ['/login'],
    'mfe-payments': ['/pricing', '/credits'],
  });
});

it('keeps the releases live before, with their platform ranges, newest first and none rolled back', async () => {
  const name = 'mfe-payments';
  const release = async (version: string, platform: string) => {
    const dir = path.join(deployDir, 'remotes', name, version);
    mkdirSync(dir, { recursive: true });
    const routes = [{ name: 'credits', path: '/credits', layout: 'default' }];
    const integrity = `sha384-${version.replace(/\./g, '')}`;
    writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({ platform, routes, preload: ['app.js'], integrity }),
    );
    const made = { name, version, entry: `/remotes/${name}/${version}/remoteEntry.js` };
    await switchRegistry(name, made);
    await record(made, 'release');
  };
  const live = async () => {
    const entry = (await readRegistry()).remotes.find((r: { name: string }) => r.name === name);
    return {
      version: entry.version,
      earlier: (entry.earlier ?? []).map((e: { version: string; platform: string }) => [
        e.version,
        e.platform,
      ]),
    };
  };

  await release('1.0.0', '^1.3.0');
  expect(await live()).toEqual({ version: '1.0.0', earlier: [] });
  await release('2.0.0', '^1.4.0');
  await release('3.0.0', '^1.5.0');
  expect(await live()).toEqual({
    version: '3.0.0',
    earlier: [
      ['2.0.0', '^1.4.0'],
      ['1.0.0', '^1.3.0'],
    ],
  });
  const entry = (await readRegistry()).remotes[0];
  expect(entry.earlier[0]).toEqual({
    version: '2.0.0',
    entry: `/remotes/${name}/2.0.0/remoteEntry.js`,
    platform: '^1.4.0',
    routes: [{ name: 'credits', path: '/credits', layout: 'default' }],
    preload: [`/remotes/${name}/2.0.0/app.js`],
    integrity: 'sha384-200',
  });

  await rollback(name);
  // 3.0.0 was rolled back: no shell falls back to it.
  expect(await live()).toEqual({ version: '2.0.0', earlier: [['1.0.0', '^1.3.0']] });
  await release('4.0.0', '^1.5.0');
  await release('5.0.0', '^1.5.0');
  await release('6.0.0', '^1.6.0');
  expect((await live()).earlier.map(([version]: string[]) => version)).toEqual(
    ['5.0.0', '4.0.0', '2.0.0'].slice(0, KEPT_EARLIER),
  );
});
