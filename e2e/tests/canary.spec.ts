import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveRegistry, liveVersion, runScript } from './helpers';
import { logIn, signUpMember } from './session';

const REMOTE = 'mfe-landers';
const canaryVersion = () => liveRegistry().remotes.find((r) => r.name === REMOTE)?.canary?.version;

/** A browser context with the canary bucket cookie a visitor got earlier, if any. */
async function visitor(browser: Browser, baseURL: string, bucket?: number) {
  const context = await browser.newContext({ baseURL });
  if (bucket !== undefined) {
    await context.addCookies([{ name: 'canary_bucket', value: String(bucket), url: baseURL }]);
  }
  return context;
}

/** Which release of mfe-landers a page load in this context runs. */
async function versionRunning(context: BrowserContext): Promise<string | null> {
  const page = await context.newPage();
  await page.goto('/landers/video');
  const outlet = page.locator(`[data-outlet="${REMOTE}"]`);
  await expect(outlet).toHaveAttribute('data-remote-version', /.+/);
  const version = await outlet.getAttribute('data-remote-version');
  await page.close();
  return version;
}

test('a canary goes to its share of visitors and members, sticks to them, and is promoted or rolled back with one command', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const stable = liveVersion(REMOTE) as string;
  runScript('scripts/release.mjs', REMOTE, '--canary', '10');
  const canary = canaryVersion() as string;
  expect(canary).toBeTruthy();
  expect(canary).not.toBe(stable);
  const contexts: BrowserContext[] = [];
  const context = async (bucket?: number) => {
    const created = await visitor(browser, base, bucket);
    contexts.push(created);
    return created;
  };

  try {
    // Buckets 0..999 are the 10 %; a visitor keeps the bucket the server gave them.
    expect(await versionRunning(await context(0))).toBe(canary);
    expect(await versionRunning(await context(9999))).toBe(stable);
    const newcomer = await context();
    const first = await versionRunning(newcomer);
    expect((await newcomer.cookies()).some((c) => c.name === 'canary_bucket')).toBe(true);
    for (let i = 0; i < 2; i += 1) expect(await versionRunning(newcomer)).toBe(first);

    // A member gets the release of their own bucket on every browser, whatever the cookie says.
    const phone = await context(0);
    const { email } = await signUpMember(phone.request, 'Canary');
    const laptop = await context(9999);
    await logIn(laptop.request, { email, password: 'e2e-password-1' });
    const onPhone = await versionRunning(phone);
    expect([stable, canary]).toContain(onPhone);
    expect(await versionRunning(laptop)).toBe(onPhone);
    await phone.request.post('/api/account-delete.php', {
      data: { password: 'e2e-password-1', reasons: [] },
    });

    runScript('scripts/release.mjs', '--promote', REMOTE);
    expect(liveVersion(REMOTE)).toBe(canary);
    expect(canaryVersion()).toBeUndefined();
    expect(await versionRunning(await context(9999))).toBe(canary);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    // Back to where the deployment was: end a canary still running, or undo the promotion.
    runScript('scripts/release.mjs', '--rollback', REMOTE);
  }
  expect(liveVersion(REMOTE)).toBe(stable);
  expect(await versionRunning(await visitor(browser, base, 0))).toBe(stable);
});

test('a canary rolled back before promotion ends at once for everybody in it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stable = liveVersion(REMOTE) as string;
  runScript('scripts/release.mjs', REMOTE, '--canary', '50');
  const inside = await visitor(browser, baseURL as string, 0);
  expect(await versionRunning(inside)).toBe(canaryVersion());
  runScript('scripts/release.mjs', '--rollback', REMOTE);
  expect(liveRegistry().remotes.find((r) => r.name === REMOTE)?.canary).toBeUndefined();
  expect(await versionRunning(inside)).toBe(stable);
  await inside.close();
});
