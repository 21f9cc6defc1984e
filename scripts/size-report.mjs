// What a first visit loads, per package, computed from the build's own records:
// the shell brings its entry, its bootstrap chunk, the shared libraries it consumes
// and its Dutch texts; a remote adds its remoteEntry, its ./app chunks, the shared
// libraries only it consumes, and its Dutch texts. The e2e suite measures the same
// visit in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES_BY_OWNER } from './route-owners.mjs';

// Issue "Platform v2", point 6: at most 200 KB, the data layer included (docs/decisions/0013).
export const FIRST_VISIT_BUDGET_GZIP = 200 * 1024;
const BUDGET_ROUTE_OWNER = 'mfe-members';
// Every namespace's Dutch texts (shell-locale-nl, members-locale-nl, errors-locale-nl...);
// not the texts a screen loads with its own chunk later (members-profile-texts-nl).
const DEFAULT_LOCALE_CHUNK = /-locale-nl-json(\.[0-9a-f]{8})?\.js$/;
const SHELL_FIRST_LOCALE_CHUNK = /^shell-locale-nl-json\.[0-9a-f]{8}\.js$/;

function consumedLibraries(json) {
  const names = new Set();
  for (const module of json.modules ?? []) {
    const match = /^consume shared module \(\w+\) (.+?)@/.exec(module.name ?? '');
    if (match) names.add(match[1]);
  }
  return names;
}

function sharedFiles(manifest, libraries) {
  return manifest.shared.filter((s) => libraries.has(s.name)).flatMap((s) => s.assets.js.sync);
}

/**
 * A chunk whose modules all sit in another chunk of the list: the build writes a shared
 * library once as the package provides it and once as its fallback, and a page runs one
 * of them (the provided one, the larger), so the smaller is not counted.
 */
function subsumedChunkFiles(json, files) {
  const listed = new Set(files);
  const chunks = json.chunks
    .filter((c) => c.files.some((f) => listed.has(f)))
    .map((c) => ({ files: c.files, modules: new Set(c.modules.map((m) => m.identifier)) }));
  const within = (a, b) =>
    a.modules.size < b.modules.size && [...a.modules].every((m) => b.modules.has(m));
  return new Set(
    chunks.filter((a) => chunks.some((b) => b !== a && within(a, b))).flatMap((c) => c.files),
  );
}

// A shared library's modules can sit in two chunks with the same code (one the package
// provides, one it falls back to); a page runs one of them, so one is counted.
const CHUNK_WRAPPER = /^"use strict";\(self\.\w+=self\.\w+\|\|\[\]\)\.push\(\[\[[^\]]*\],/;

function measure(dir, files) {
  let raw = 0;
  let gzip = 0;
  const seen = new Set();
  for (const file of new Set(files)) {
    const data = readFileSync(path.join(dir, file));
    const code = data
      .toString('utf8')
      .replace(CHUNK_WRAPPER, '')
      .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    if (seen.has(code)) continue;
    seen.add(code);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gzip, count: seen.size };
}

/** The build's records of one package: `{ stats, dir }` as build.mjs passes them. */
export const jsonOf = (result) =>
  result.stats.toJson({
    all: false,
    modules: true,
    chunks: true,
    chunkModules: true,
    chunkOrigins: true,
    entrypoints: true,
  });
export const manifestOf = (result) =>
  JSON.parse(readFileSync(path.join(result.dir, 'mf-manifest.json'), 'utf8'));

/**
 * The files a first visit runs of the shell: its entry, its bootstrap chunk, the shared
 * libraries it consumes (the copy it provides, not the smaller fallback) and its Dutch texts.
 */
export function shellFirstVisitFiles(shellJson) {
  return [
    ...shellEntryFiles(shellJson),
    ...shellBootFiles(shellJson),
    // The shell preloads its own namespace; the alerts' texts come with the parts that
    // show them (member chrome, modals, entry warning), which a first visit does not load.
    ...shellJson.chunks.flatMap((c) => c.files).filter((f) => SHELL_FIRST_LOCALE_CHUNK.test(f)),
  ];
}

const shellEntryFiles = (shellJson) =>
  shellJson.entrypoints.main.assets.map((a) => a.name).filter((f) => f.endsWith('.js'));

const PROVIDED = /^provide shared module /;

/**
 * The chunks the shell's entry asks for as it boots, in any language: the bootstrap chunk and
 * the copy of each shared library the shell provides (never the fallback copy the build also
 * writes, which runs only when nothing provides the library). The server names them in a
 * painted page's loader, so they arrive while the entry runs (decision 0131).
 */
export function shellBootFiles(shellJson) {
  const libraries = consumedLibraries(shellJson);
  const provided = (origin) => {
    const name = origin.moduleName ?? '';
    return (
      PROVIDED.test(name) && libraries.has(/^provide shared module \(\w+\) (.+?)@/.exec(name)?.[1])
    );
  };
  const files = shellJson.chunks
    .filter((c) => c.origins.some((o) => o.request === './bootstrap' || provided(o)))
    .flatMap((c) => c.files)
    .filter((f) => f.endsWith('.js'));
  const subsumed = subsumedChunkFiles(shellJson, [...shellEntryFiles(shellJson), ...files]);
  return [...new Set(files)].filter((f) => !subsumed.has(f));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the table; false when the first visit to the budget route is over budget. */
export function printSizeReport(results) {
  const byName = Object.fromEntries(results.map((r) => [r.name, r]));

  const shell = byName.shell;
  const shellJson = jsonOf(shell);
  const shellLibraries = consumedLibraries(shellJson);
  const shellSize = measure(shell.dir, shellFirstVisitFiles(shellJson));

  const rows = [['shell', 'every route', shellSize, shellSize]];
  for (const remote of results.filter((r) => r.name !== 'shell')) {
    const manifest = manifestOf(remote);
    const app = manifest.exposes.find((e) => e.name === 'app');
    const own = new Set(
      [...consumedLibraries(jsonOf(remote))].filter((lib) => !shellLibraries.has(lib)),
    );
    const files = [
      'remoteEntry.js',
      ...app.assets.js.sync,
      ...app.assets.js.async.filter((f) => DEFAULT_LOCALE_CHUNK.test(f)),
      ...sharedFiles(manifest, own),
    ];
    const size = measure(remote.dir, files);
    const total = { raw: shellSize.raw + size.raw, gzip: shellSize.gzip + size.gzip };
    rows.push([remote.name, ROUTES_BY_OWNER[remote.name], size, total]);
  }

  console.log('\nJavaScript a first visit loads (gzip -9; the remote part adds to the shell):');
  console.log(
    `${'package'.padEnd(14)}${'route'.padEnd(14)}${'files'.padStart(6)}${'raw'.padStart(11)}${'gzip'.padStart(11)}   first visit total (raw / gzip)`,
  );
  for (const [name, route, size, total] of rows) {
    console.log(
      `${name.padEnd(14)}${route.padEnd(14)}${String(size.count).padStart(6)}${kb(size.raw).padStart(11)}${kb(size.gzip).padStart(11)}   ${kb(total.raw)} / ${kb(total.gzip)}`,
    );
  }
  const budgetRow = rows.find(([name]) => name === BUDGET_ROUTE_OWNER);
  const within = budgetRow[3].gzip <= FIRST_VISIT_BUDGET_GZIP;
  console.log(
    `budget: first visit to ${budgetRow[1]} ${kb(budgetRow[3].gzip)} gzip (${budgetRow[3].gzip} bytes) of ${kb(FIRST_VISIT_BUDGET_GZIP)} ${within ? 'OK' : 'OVER BUDGET'}`,
  );
  return within;
}

/**
 * The staff console's page (a package of its own, no federation): the scripts and styles its
 * index.html names, which every visit of the console loads.
 */
export function printStaffSize(result) {
  const json = result.stats.toJson({ all: false, entrypoints: true });
  const files = json.entrypoints.main.assets
    .map((asset) => asset.name)
    .filter((file) => /\.(js|css)$/.test(file));
  const size = measure(result.dir, files);
  console.log(
    `\nstaff console page: ${size.count} files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`,
  );
}
