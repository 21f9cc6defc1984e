import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import {
  REMOTES,
  ROOT,
  copyOfRemote,
  declaredRoutes,
  digestOf,
  liveRegistry,
  liveVersion,
  patch,
  runScript,
} from './helpers';

// Decision 0010: remotes own their routes and mfe-landers its variants; the shell knows neither.

const shellDist = path.join(ROOT, 'shell', 'dist');
// The built-in variants: one module each, listed in this file (decision 0123).
const builtinDir = path.join('mfe-landers', 'src', 'features', 'lander', 'lib', 'builtin');
const builtinIndex = path.join(builtinDir, 'index.ts');
const SHELL_NOT_FOUND = 'Deze pagina kon niet worden gevonden';
const LANDER_NOT_FOUND = 'Deze pagina bestaat niet';

/** The landing variants a checkout of mfe-landers ships (the keys of BUILTIN_LANDERS). */
function landerVariants(root = ROOT): string[] {
  const source = readFileSync(path.join(root, builtinIndex), 'utf8');
  const list = /BUILTIN_LANDERS = \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/^ {2}'?([a-z][a-z0-9-]*)'?: \(\) =>/gm)].map((match) => match[1] ?? '');
}

/** A route a shell would only know by copying it: more than one segment, or a parameter. */
const isSubRoute = (pattern: string) =>
  pattern.includes(':') || pattern.split('/').filter(Boolean).length > 1;

test("the shell's files name no remote sub-route and no landing variant", () => {
  const files = readdirSync(shellDist).filter((file) => file.endsWith('.js'));
  const code = files.map((file) => readFileSync(path.join(shellDist, file), 'utf8')).join('\n');
  // The scan reads real code: the shell links to the areas' top-level pages.
  expect(code).toContain('"/chats"');

  const subRoutes = REMOTES.flatMap((remote) =>
    declaredRoutes(remote)
      .map((route) => route.path)
      .filter(isSubRoute),
  );
  expect(subRoutes).toEqual(expect.arrayContaining(['/chats/:id', '/credits/repeat-order']));
  expect(subRoutes.filter((pattern) => code.includes(pattern))).toEqual([]);

  // Variants that are also everyday English words of React and HTML code (a <video>
  // element, an image gallery) say nothing when found; only the campaign names are checked.
  const GENERIC_WORDS = ['video', 'gallery'];
  const variants = landerVariants().filter((name) => !GENERIC_WORDS.includes(name));
  expect(variants).toEqual(expect.arrayContaining(['alonetonight', 'tinderswipe']));
  expect(variants.filter((name) => code.includes(name))).toEqual([]);
});

/**
 * A copy of mfe-landers (with the contracts and platform it builds against) that adds the
 * landing variant `springfling` and a page at /campaigns/:slug, as its team would.
 */
function landersWithCampaign(): string {
  const dir = copyOfRemote('mfe-landers', 'landers-campaign-');
  const landers = path.join(dir, 'mfe-landers');
  // A built-in variant is a document module of its own, listed in builtin/index.ts.
  const example = readFileSync(
    path.join(ROOT, 'docs', 'landers', 'example-springfling.json'),
    'utf8',
  );
  writeFileSync(
    path.join(dir, builtinDir, 'springfling.ts'),
    "import type { LanderDocument } from '@dating/shared-contracts/api';\n\n" +
      `export const springfling: LanderDocument = ${example.trim()};\n`,
  );
  patch(
    path.join(dir, builtinIndex),
    "  tinderswipe: () => import('./tinderswipe').then((module) => module.tinderswipe),",
    "  tinderswipe: () => import('./tinderswipe').then((module) => module.tinderswipe),\n" +
      "  springfling: () => import('./springfling').then((module) => module.springfling),",
  );
  patch(
    path.join(landers, 'src', 'landers-app.tsx'),
    '        <Route path="*" element={null} />',
    '        <Route path="/campaigns/:slug" element={<h1>Voorjaarscampagne</h1>} />\n' +
      '        <Route path="*" element={null} />',
  );
  const manifestFile = path.join(landers, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.federation.routes.push({
    name: 'campaigns-slug',
    path: '/campaigns/:slug',
    layout: 'lander',
  });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  runScript('scripts/link-source.mjs', dir);
  return dir;
}

test('a release of mfe-landers alone adds a page and a landing variant; its rollback takes them away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellBefore = digestOf(shellDist);
  const before = liveVersion('mfe-landers');
  expect(before).toBeTruthy();
  const source = landersWithCampaign();
  try {
    runScript('scripts/release.mjs', '--source', source, 'mfe-landers');
    const released = liveVersion('mfe-landers');
    expect(released).not.toBe(before);
    const entry = liveRegistry().remotes.find((remote) => remote.name === 'mfe-landers');
    expect(entry?.routes.map((route) => route.path)).toContain('/campaigns/:slug');

    await page.goto('/landers/springfling');
    await expect(
      page.getByRole('heading', { name: 'Lentekriebels? Vind je voorjaarsliefde' }),
    ).toBeVisible();
    await page.goto('/campaigns/x');
    await expect(page.getByRole('heading', { name: 'Voorjaarscampagne' })).toBeVisible();
    await expect(page.locator('[data-outlet="mfe-landers"]')).toHaveAttribute(
      'data-remote-version',
      released ?? '',
    );
    // The lander layout: no member navigation.
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  } finally {
    if (liveVersion('mfe-landers') !== before)
      runScript('scripts/release.mjs', '--rollback', 'mfe-landers');
    rmSync(source, { recursive: true, force: true });
  }
  expect(liveVersion('mfe-landers')).toBe(before);

  await page.goto('/campaigns/x');
  await expect(page.getByRole('heading', { name: SHELL_NOT_FOUND })).toBeVisible();
  await page.goto('/landers/springfling');
  await expect(page.getByRole('heading', { name: LANDER_NOT_FOUND })).toBeVisible();
  await expect(page.getByText('Lentekriebels')).toHaveCount(0);

  expect(digestOf(shellDist)).toBe(shellBefore);
});
