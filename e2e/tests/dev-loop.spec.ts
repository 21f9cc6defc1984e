import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROOT } from './helpers';
import { E2E_PORT } from '../paths.mjs';

// Decision 0177: `npm run dev -- <remote>` serves one remote from a dev server in the released
// shell, and a saved change shows without a page reload.

const SCREEN = path.join(ROOT, 'mfe-account/src/features/login/components/login-screen.tsx');
const HEADING = "<h1>{t('login.title')}</h1>";

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the dev loop against this run's API; `said` resolves with the first match of a pattern
 * in what it prints (the URL to open, the types' address).
 */
function startDevLoop(port: number) {
  const child = spawn(
    process.execPath,
    [
      'scripts/dev.mjs',
      'mfe-account',
      ...['--port', String(port), '--api', `http://127.0.0.1:${E2E_PORT}`, '--open', '/login'],
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const ended = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm run dev ended (${code}):\n${output}`))),
  );
  ended.catch(() => undefined);
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const said = async (pattern: RegExp): Promise<string> => {
    for (;;) {
      const match = pattern.exec(output);
      if (match) return match[1]!;
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  };
  return { child, said };
}

test('a saved change to a remote shows in the released shell without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const source = readFileSync(SCREEN, 'utf8');
  expect(source).toContain(HEADING);
  const dev = startDevLoop(port);
  try {
    await page.goto(await dev.said(/^Open (\S+)$/m));
    await expect(page).toHaveURL(/\/login$/);
    const banner = page.getByRole('status').filter({ hasText: 'Development build' });
    await expect(banner).toContainText(`mfe-account from http://localhost:${port}/remoteEntry.js`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Inloggen');
    await page.evaluate(() => ((window as { devLoopMarker?: string }).devLoopMarker = 'kept'));

    const saved = Date.now();
    writeFileSync(SCREEN, source.replace(HEADING, "<h1>{t('login.title')} (dev loop)</h1>"));
    await expect(heading).toHaveText('Inloggen (dev loop)');
    test
      .info()
      .annotations.push({ type: 'save to visible', description: `${Date.now() - saved} ms` });
    // The same document: a reload would have lost the marker.
    expect(await page.evaluate(() => (window as { devLoopMarker?: string }).devLoopMarker)).toBe(
      'kept',
    );

    // The exposes' types are generated beside the build, and its dev server serves them.
    const types = await dev.said(/the exposes' types at (\S+) \(/);
    expect(types).toBe(`http://localhost:${port}/@mf-types.zip`);
    const zip = await page.request.get(types);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');

    // "stop" ends the override: the released build again, no banner.
    await banner.getByRole('link', { name: 'stop' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading).toHaveText('Inloggen');
    await expect(page.locator('#dev-override')).toHaveCount(0);
  } finally {
    writeFileSync(SCREEN, source);
    if (dev.child.pid) process.kill(-dev.child.pid, 'SIGTERM');
  }
});
