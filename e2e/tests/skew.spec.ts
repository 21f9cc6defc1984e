import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../paths.mjs';
import { expect, test } from './fixtures';
import {
  REMOTES,
  ROOT,
  digestOf,
  liveVersion,
  runScript,
  startSecondApi,
  stopSecondApi,
} from './helpers';
import { logInWithForm } from './session';

// Shell and remotes built from different commits, both ways (decisions 0009, 0010): the
// base is the commit e2e/skew-base.json names, the one place that says which (the README and
// the decision name the file). CI runs on a full clone of main, so it is there; when it is
// not, these tests fail.
const SKEW_BASE = JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'skew-base.json'), 'utf8'));
const BASE: string = process.env.SKEW_BASE ?? SKEW_BASE.commit;
const FALLBACK = 'Dit onderdeel is even niet beschikbaar';
const shellDist = path.join(ROOT, 'shell', 'dist');

/** The base commit's files in a temporary folder whose node_modules resolve like ours. */
let base = '';

test.beforeAll(() => {
  test.setTimeout(60_000);
  try {
    execFileSync('git', ['cat-file', '-e', `${BASE}^{commit}`], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(
      `skew base commit ${BASE} is not in the repository at ${ROOT}: fetch main's full history ` +
        `(git fetch --unshallow) or point SKEW_BASE at a commit with registry schema 2${said ? ` (git: ${said})` : ''}`,
      { cause: error },
    );
  }
  base = mkdtempSync(path.join(tmpdir(), 'skew-base-'));
  runScript('scripts/link-source.mjs', base, '--commit', BASE);
  // The registry is written by release.mjs, or deployment.mjs since ebcfc6d.
  const writers = ['release.mjs', 'deployment.mjs']
    .map((file) => path.join(base, 'scripts', file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  if (!writers.some((code) => code.includes('schemaVersion: 2')))
    throw new Error(`skew base commit ${BASE} predates registry schema 2 (46ca1ff or later)`);
});

test.afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

/**
 * A visitor opens one page of each remote, then logs in and opens the chats: each shows its
 * remote's content from the expected release, no fallback, no page error, no failed remote.
 */
async function journey(page: Page, versions: Record<string, string | undefined>) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[remote '))
      problems.push(message.text());
  });
  const ran = async (remote: string) => {
    await expect(page.locator(`[data-outlet="${remote}"]`)).toHaveAttribute(
      'data-remote-version',
      versions[remote] ?? 'no live release',
    );
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  };

  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
  ).toBeVisible();
  await ran('mfe-members');

  await page.goto('/chats');
  await expect(page.getByText('Log in om je berichten te lezen en te beantwoorden.')).toBeVisible();
  await ran('mfe-chat');

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Prijzen', level: 1 })).toBeVisible();
  await ran('mfe-payments');

  await page.goto('/landers/video');
  await expect(page.getByRole('heading', { name: 'Zien, klikken, chatten' })).toBeVisible();
  await ran('mfe-landers');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  await ran('mfe-account');
  await logInWithForm(page);
  await page.getByRole('link', { name: 'Berichten' }).click();
  await expect(
    page.getByRole('list', { name: 'Gesprekken' }).getByRole('link').first(),
  ).toBeVisible();
  await ran('mfe-chat');

  expect(problems).toEqual([]);
}

const liveVersions = () => Object.fromEntries(REMOTES.map((name) => [name, liveVersion(name)]));

test('remotes from the base commit run in the shell of HEAD', async ({ page }) => {
  test.setTimeout(150_000);
  const before = liveVersions();
  try {
    runScript('scripts/release.mjs', '--source', base, ...REMOTES);
    const released = liveVersions();
    for (const name of REMOTES) expect(released[name], name).not.toBe(before[name]);
    await journey(page, released);
  } finally {
    // Back to the releases this test found (a rollback, as a release engineer would).
    for (const name of REMOTES)
      if (liveVersion(name) !== before[name]) runScript('scripts/release.mjs', '--rollback', name);
  }
  expect(liveVersions()).toEqual(before);
});

test.describe('the shell of the base commit', () => {
  const port = E2E_PORT + 1;
  let server: ChildProcess | undefined;
  let data = '';
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The base commit's own build script, in its own folder.
    execFileSync(process.execPath, ['scripts/build.mjs', 'shell', '--quiet'], {
      cwd: base,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    data = mkdtempSync(path.join(tmpdir(), 'skew-data-'));
    // Its own throw-away database; the journeys read activation links from the dev mailbox.
    server = await startSecondApi({
      port,
      data,
      name: 'the API for the base shell',
      env: {
        SHELL_DIST: path.join(base, 'shell', 'dist'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_PROFILES: '150',
      },
    });
  });

  test.afterAll(async () => {
    await stopSecondApi(server, 'SIGTERM');
    if (data) rmSync(data, { recursive: true, force: true });
  });

  test('runs the remotes of HEAD', async ({ page }) => {
    test.setTimeout(60_000);
    // That shell kept the site-entry acceptance in local storage (decision 0128 moved it to a
    // cookie): a returning visitor of that shell has it there.
    await page.addInitScript(() =>
      window.localStorage.setItem('shell.accepted.site-entry-warning', String(Date.now())),
    );
    const baseShell = path.join(base, 'shell', 'dist');
    expect(existsSync(path.join(baseShell, 'index.html'))).toBe(true);
    // A different shell, really: its files differ from the shell HEAD builds.
    expect(digestOf(baseShell)).not.toBe(digestOf(shellDist));
    // The page is the base shell's: its scripts (the server adds the title, preload hints
    // and boot data to it, decision 0012, so the whole text differs from the file).
    const html = await page.request.get('/members', { headers: { accept: 'text/html' } });
    const baseHtml = readFileSync(path.join(baseShell, 'index.html'), 'utf8');
    const scripts = baseHtml.match(/<script defer src="[^"]+"><\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    const served = await html.text();
    for (const script of scripts) expect(served).toContain(script);

    await journey(page, liveVersions());
  });
});
