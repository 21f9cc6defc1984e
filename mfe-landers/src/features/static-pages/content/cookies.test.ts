import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  LOCALE_COOKIE,
  LOCALES,
  SITE_ENTRY_COOKIE,
  TRAFFIC_SOURCE_STORAGE_KEY,
} from '@dating/shared-contracts';
import type { PageContent, Table } from '../lib/page-content';

// The cookie page must list what the product really sets: the names are read from the code
// that sets them, and every file that writes a cookie or local storage must be one of these.
const ROOT = path.resolve(__dirname, '../../../../..');
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const constant = (file: string, name: string) =>
  new RegExp(`${name} = '([^']+)'`).exec(source(file))?.[1];

const WRITERS = {
  'api/src/plugins/auth.plugin.ts': () => [
    constant('api/src/plugins/auth.plugin.ts', 'SESSION_COOKIE'),
  ],
  'api/src/modules/frontend/visitor-registry.ts': () => [
    constant('api/src/modules/frontend/registry-resolver.ts', 'CANARY_COOKIE'),
  ],
  'shell/src/session/locale-persistence.ts': () => [LOCALE_COOKIE],
  // The site-entry acceptance: the shell, and the server's warning before the shell is there.
  'shell/src/modals/site-entry-modal.tsx': () => [SITE_ENTRY_COOKIE],
  'api/src/modules/frontend/server-page.ts': () => [SITE_ENTRY_COOKIE],
  'shared-contracts/src/tracking/traffic-source.ts': () => [TRAFFIC_SOURCE_STORAGE_KEY],
  // The same first touch, kept by a painted page before the shell is there (decision 0129).
  'api/src/modules/frontend/page-hints.ts': () => [TRAFFIC_SOURCE_STORAGE_KEY],
  'shell/src/alerts/dismissals.ts': () =>
    [...source('shell/src/alerts/dismissals.ts').matchAll(/: '(shell\.[^']+)'/g)].map((m) => m[1]),
  'shell/src/remotes/federation-loader.ts': () => [
    constant('shell/src/remotes/federation-loader.ts', 'CANARY_BUCKET_KEY'),
  ],
  'shell/src/remotes/chunk-reload-guard.ts': () => [
    constant('shell/src/remotes/chunk-reload-guard.ts', 'STORAGE_KEY'),
  ],
} as const;

/**
 * Files that set cookies on another origin than the members' site, or in development only,
 * which this page is not about: the staff console's session lives on its own origin (0160).
 */
const OTHER_ORIGINS = new Set([
  'api/src/plugins/staff-session.plugin.ts',
  // A developer's own browser only: the API registers it with DEV_OVERRIDES, never in production.
  'api/src/modules/frontend/dev-override.routes.ts',
]);

const SOURCE_DIRS = ['api/src', 'shell/src', 'platform/src', 'shared-contracts/src'].concat(
  readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
);
const WRITES = /serializeCookie\(|\.setItem\(|\.cookie\s*=[^=]/;

function writers(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|testing\//.test(file))
      .map((file) => `${dir}/${file}`)
      .filter((file) => !OTHER_ORIGINS.has(file) && WRITES.test(source(file))),
  );
}

const tablesOf = (language: string): Table[] => {
  const page = JSON.parse(
    readFileSync(path.join(__dirname, language, 'cookies.json'), 'utf8'),
  ) as PageContent;
  return page.sections.flatMap((section) =>
    section.blocks.flatMap((block) => ('table' in block ? [block.table] : [])),
  );
};

it('knows every file that sets a cookie or writes local storage', () => {
  expect(writers().sort()).toEqual([...Object.keys(WRITERS), 'api/src/lib/cookies.ts'].sort());
});

it.each(LOCALES)('lists in %s exactly the cookies and keys the product sets', (language) => {
  const real = Object.values(WRITERS).flatMap((names) => names());
  expect(real).toEqual(expect.arrayContaining(['sid', 'i18n_redirected', 'canary_bucket']));
  expect(real.every(Boolean)).toBe(true);
  const listed = tablesOf(language).flatMap((table) => table.rows.map((row) => row[0]));
  expect([...listed].sort()).toEqual([...new Set(real)].sort());
});
