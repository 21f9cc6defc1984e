import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_VISITS, whoVisits } from '../../scripts/first-visit-routes.mjs';
import { expect, test } from './fixtures';
import { E2E_DEPLOY_DIR, ROOT } from './helpers';
import { signUpMember } from './session';

// No site-entry cookie: a new visitor's page loads the warning too.
test.use({ returningVisitor: false });

/** How long the network stays quiet before the visit counts as loaded. */
const QUIET_MS = 1000;

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const fileOf = (pathname: string) =>
  pathname.startsWith('/remotes/')
    ? path.join(E2E_DEPLOY_DIR, pathname)
    : path.join(ROOT, 'shell', 'dist', pathname);

// The JavaScript a first visit really loads, every script Chromium fetches until the network
// is idle (a quiet second after the screen has drawn), counted as gzip -9 of each file served: the figure the build prints for the same
// visit (scripts/size-report.mjs), and the same line.
for (const visit of FIRST_VISITS) {
  test(`a first visit to ${visit.path} by ${whoVisits(visit)} loads at most ${KB(visit.line)} of JavaScript (gzip)`, async ({
    page,
    deleteAfterTest,
  }) => {
    if (visit.member) deleteAfterTest(await signUpMember(page.request, 'Femke'));
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      // What the shell fetches ahead for the next area, once the loaded page has rested, is
      // not this visit's (decision 0176); everything the page itself runs is.
      const ahead = /prefetch/.test(response.request().headers()['sec-purpose'] ?? '');
      if (url.pathname.endsWith('.js') && !ahead) scripts.push(url.pathname);
    });
    // Playwright's networkidle may have passed before the screen's own chunk was asked for;
    // the count waits for a quiet second after the screen has drawn.
    let inFlight = 0;
    let lastActivity = Date.now();
    const activity = (change: number) => () => {
      inFlight += change;
      lastActivity = Date.now();
    };
    page.on('request', activity(1));
    page.on('requestfinished', activity(-1));
    page.on('requestfailed', activity(-1));
    await page.goto(visit.path);
    const outlet = page.locator(`[data-outlet="${visit.owner}"]`);
    await expect(outlet).toHaveAttribute('data-remote-version', /.+/);
    await expect(outlet.locator('> *').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 20_000 })
      .toBe(true);

    const sizes = scripts.map((pathname) => {
      const data = readFileSync(fileOf(pathname));
      return { pathname, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
    });
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `first visit ${visit.path} (${whoVisits(visit)}): ${scripts.length} scripts, ${KB(raw)} raw, ${KB(gzip)} gzip (${gzip} bytes; line ${visit.line}, goal ${visit.goal})`,
    );
    expect(gzip, sizes.map((s) => `${s.gzip} ${s.pathname}`).join('\n')).toBeLessThanOrEqual(
      visit.line,
    );
  });
}
