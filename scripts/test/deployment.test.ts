import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry, withRegistryLock, writeEntry } from '../deployment.mjs';

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
