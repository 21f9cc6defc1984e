import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../paths.mjs';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ROOT, digestOf, liveVersion } from './helpers';

// Decision 0123: campaign staff publish a landing variant as data, through the lander
// command against the running site's database: no release of any code, not even mfe-landers.

const LANDER_NOT_FOUND = 'Deze pagina bestaat niet';
const PREVIEW_MARK = /Voorbeeld — versie (\d+), nog niet live/;

/** `npm run lander -- ...` against the e2e server's database, as staff would run it there. */
function lander(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/lander.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_PATH: path.join(E2E_DATA_DIR, 'e2e.sqlite'),
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    },
  });
}

const example = JSON.parse(
  readFileSync(path.join(ROOT, 'docs', 'landers', 'example-springfling.json'), 'utf8'),
);

/** The example under another name, with its own Dutch headline: a version says which it is. */
function draftFile(dir: string, name: string, headline: string): string {
  const file = path.join(dir, `${name}-${headline.length}.json`);
  const nl = { ...example.copy.nl, headline, title: headline };
  writeFileSync(file, JSON.stringify({ ...example, name, copy: { ...example.copy, nl } }));
  return file;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a variant published as data: previewed as a draft, live without a release, rolled back in one step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellDigest = digestOf(path.join(ROOT, 'shell', 'dist'));
  const landersVersion = liveVersion('mfe-landers');
  const name = `lente-${Date.now().toString(36)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'landers-data-'));
  try {
    const first = 'Lentekriebels? Vind je voorjaarsliefde';
    const draft = lander('draft', draftFile(dir, name, first));
    const previewUrl = /^Preview: (\S+)$/m.exec(draft)?.[1] ?? '';
    expect(previewUrl).toContain(`/landers/${name}?lander_preview=`);

    // A draft is nobody's page yet; its preview link shows it, marked as a preview.
    await page.goto(`/landers/${name}`);
    await expect(page.getByRole('heading', { name: LANDER_NOT_FOUND })).toBeVisible();
    await page.goto(previewUrl);
    await expect(heading(page, first)).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(PREVIEW_MARK);
    await expect(page.getByRole('note')).toContainText('versie 1');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousAxeViolations(page, `preview of ${name} (${width} px)`);
    }

    expect(lander('publish', name)).toContain(`${name} version 1 is live`);
    await page.goto(`/landers/${name}?network=spring&sub1=banner`);
    await expect(heading(page, first)).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page).toHaveTitle(first);
    await expect(page.getByRole('link', { name: example.copy.nl.cta }).first()).toHaveAttribute(
      'href',
      '/signup?network=spring&sub1=banner',
    );

    const second = 'Zomerliefde? Begin vandaag';
    lander('draft', draftFile(dir, name, second));
    lander('publish', name);
    await page.goto(`/landers/${name}`);
    await expect(heading(page, second)).toBeVisible();

    // One step back: the version live before is live again.
    expect(lander('rollback', name)).toContain(`${name} version 1 is live again`);
    await page.goto(`/landers/${name}`);
    await expect(heading(page, first)).toBeVisible();
    await expect(page.getByText(second)).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // None of it was a release.
  expect(liveVersion('mfe-landers')).toBe(landersVersion);
  expect(digestOf(path.join(ROOT, 'shell', 'dist'))).toBe(shellDigest);
});

test('a published version of a built-in variant wins; retiring it brings the built-in back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'landers-data-'));
  try {
    await page.goto('/landers/alonetonight');
    const builtin = await page.getByRole('heading', { level: 1 }).textContent();
    expect(builtin).toBeTruthy();

    const headline = 'Vanavond alleen? Niet meer';
    lander('draft', draftFile(dir, 'alonetonight', headline));
    lander('publish', 'alonetonight');
    await page.goto('/landers/alonetonight');
    await expect(heading(page, headline)).toBeVisible();

    lander('retire', 'alonetonight');
    await page.goto('/landers/alonetonight');
    await expect(heading(page, builtin ?? '')).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
