import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { judge, releaseFigures } from '../canary-watch.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

it("reads a remote's pages and errors per release from Prometheus's text, summing kinds", () => {
  const text = [
    '# HELP frontend_release_pages_total Pages served',
    'frontend_release_pages_total{remote="mfe-chat",version="1.0.0"} 120',
    'frontend_release_pages_total{remote="mfe-chat",version="1.1.0"} 30',
    'frontend_release_pages_total{remote="mfe-landers",version="2.0.0"} 99',
    'client_errors_total{remote="mfe-chat",version="1.1.0",kind="render"} 4',
    'client_errors_total{remote="mfe-chat",version="1.1.0",kind="load"} 2',
    // A second instance's figures add up.
    'frontend_release_pages_total{remote="mfe-chat",version="1.1.0"} 10',
  ].join('\n');
  const figures = releaseFigures(text, 'mfe-chat');
  expect(figures.get('1.0.0')).toEqual({ pages: 120, errors: 0 });
  expect(figures.get('1.1.0')).toEqual({ pages: 40, errors: 6 });
  expect(figures.has('2.0.0')).toBe(false);
});

it('rolls back a canary that fails clearly more often, and only then', () => {
  const stable = { pages: 1000, errors: 10 };
  expect(judge({ pages: 100, errors: 5 }, stable).verdict).toBe('rollback');
  // Two errors are no verdict, however few the pages.
  expect(judge({ pages: 30, errors: 2 }, stable).verdict).toBe('pass');
  // As often as the stable release: healthy.
  expect(judge({ pages: 300, errors: 3 }, stable).verdict).toBe('pass');
  expect(judge({ pages: 5, errors: 0 }, stable)).toEqual({
    verdict: 'wait',
    why: 'canary 0 errors in 5 pages (0.0 %), stable 10 errors in 1000 pages (1.0 %): fewer than 20 pages to judge by',
  });
});

describe('release.mjs --watch, against a live /metrics', () => {
  let dir: string;
  let server: Server;
  let port: number;
  // Each scrape: 10 more pages for each release, and `canaryErrors` more errors for the canary.
  let canaryErrors = 0;
  let scrapes = 0;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
    for (const version of ['1.0.0', '1.1.0']) {
      const releaseDir = path.join(dir, 'remotes', 'mfe-chat', version);
      mkdirSync(releaseDir, { recursive: true });
      writeFileSync(
        path.join(releaseDir, 'release.json'),
        JSON.stringify({
          platform: '^1.4.0',
          routes: [{ name: 'chats', path: '/chats', layout: 'default' }],
          preload: [],
        }),
      );
    }
    const entry = (version: string) => ({
      version,
      entry: `/remotes/mfe-chat/${version}/remoteEntry.js`,
      platform: '^1.4.0',
      routes: [{ name: 'chats', path: '/chats', layout: 'default' }],
      preload: [],
    });
    writeFileSync(
      path.join(dir, 'registry.json'),
      JSON.stringify({
        schemaVersion: 2,
        remotes: [
          { name: 'mfe-chat', ...entry('1.0.0'), canary: { ...entry('1.1.0'), share: 0.1 } },
        ],
      }),
    );
    scrapes = 0;
    server = createServer((_request, response) => {
      scrapes += 1;
      response.end(
        [
          `frontend_release_pages_total{remote="mfe-chat",version="1.0.0"} ${scrapes * 10}`,
          `frontend_release_pages_total{remote="mfe-chat",version="1.1.0"} ${scrapes * 10}`,
          `client_errors_total{remote="mfe-chat",version="1.1.0",kind="render"} ${scrapes * canaryErrors}`,
        ].join('\n'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const watch = (...extra: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          'scripts/release.mjs',
          '--watch',
          'mfe-chat',
          '--window',
          '1000ms',
          '--metrics',
          `http://127.0.0.1:${port}/metrics`,
          ...extra,
        ],
        { cwd: ROOT, env: { ...process.env, DEPLOY_DIR: dir } },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ code, output }));
    });
  const live = () =>
    JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8')).remotes[0] as {
      version: string;
      canary?: { version: string; share: number };
    };

  it('takes a healthy canary through its steps to everybody', async () => {
    const { code, output } = await watch('--steps', '10,50,100', '--min-pages', '5');
    expect(output).toContain('mfe-chat: canary 1.1.0 at 10 %: canary 0 errors in');
    expect(output).toContain('mfe-chat: canary 1.1.0 now at 50 %');
    expect(output).toContain('mfe-chat: canary 1.1.0 passed every step');
    expect(code).toBe(0);
    expect(live()).toEqual(expect.objectContaining({ version: '1.1.0' }));
    expect(live().canary).toBeUndefined();
  }, 30_000);

  it('rolls back a failing canary by itself, saying why', async () => {
    canaryErrors = 5;
    const { code, output } = await watch('--min-pages', '5');
    expect(output).toMatch(
      /mfe-chat: canary 1\.1\.0 rolled back at 10 %: canary \d+ errors in \d+ pages \([\d.]+ %\), stable 0 errors in \d+ pages \(0\.0 %\): it fails more often/,
    );
    expect(code).toBe(1);
    expect(live()).toEqual(expect.objectContaining({ version: '1.0.0' }));
    expect(live().canary).toBeUndefined();
  }, 30_000);

  it('leaves a canary where it is when too few pages came to judge it', async () => {
    canaryErrors = 0;
    const { code, output } = await watch('--min-pages', '100000');
    expect(output).toContain('mfe-chat: canary 1.1.0 stays at 10 %');
    expect(code).toBe(2);
    expect(live().canary).toEqual(expect.objectContaining({ version: '1.1.0', share: 0.1 }));
  }, 30_000);
});
