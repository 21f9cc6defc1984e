// What a first visit loads, computed from the build's own records: the shell brings its
// entry, its bootstrap chunk, the shared libraries it consumes and its Dutch texts; a remote
// adds its remoteEntry, its ./app chunks, the shared libraries only it consumes, and its Dutch
// texts; and each visit of first-visit-routes.mjs adds what its page loads after first paint
// (the site-entry warning, a member's chrome, the screen's chunk). The e2e suite counts the
// same visits in Chromium, until the network is idle (docs/decisions/0179).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_VISITS, whoVisits } from './first-visit-routes.mjs';
// The remote's own namespace's Dutch texts (members-locale-nl...); not the texts a screen loads
// with its own chunk later (members-profile-texts-nl), nor the API's error texts, which load
// when an error first shows (decision 0182).
const DEFAULT_LOCALE_CHUNK = /^(?!errors-)[\w-]+-locale-nl-json(\.[0-9a-f]{8})?\.js$/;
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

/**
 * The chunks a visit's selectors name: those an import() of a selector brings (the chunk and
 * the ones split off beside it), and those carrying a module whose name ends with one (a
 * language's texts, not the other languages' an import() of `./${locale}.json` could bring).
 */
export function selectedFiles(json, selectors) {
  const requested = (o) => selectors.includes(o.request);
  const carries = (c) => c.modules.some((m) => selectors.some((s) => (m.name ?? '').endsWith(s)));
  return json.chunks
    .filter((c) => c.origins.some(requested) || carries(c))
    .flatMap((c) => c.files)
    .filter((f) => f.endsWith('.js'));
}

/** Prints the tables; false when a first visit is over its line. */
export function printSizeReport(results) {
  const byName = Object.fromEntries(results.map((r) => [r.name, r]));

  const shell = byName.shell;
  const shellJson = jsonOf(shell);
  const shellLibraries = consumedLibraries(shellJson);
  const shellFiles = shellFirstVisitFiles(shellJson);
  const shellSize = measure(shell.dir, shellFiles);

  const remoteFiles = (remote) => {
    const manifest = manifestOf(remote);
    const app = manifest.exposes.find((e) => e.name === 'app');
    const own = new Set(
      [...consumedLibraries(remote.json)].filter((lib) => !shellLibraries.has(lib)),
    );
    return [
      'remoteEntry.js',
      ...app.assets.js.sync,
      ...app.assets.js.async.filter((f) => DEFAULT_LOCALE_CHUNK.test(f)),
      ...sharedFiles(manifest, own),
    ];
  };
  const remotes = results
    .filter((r) => r.name !== 'shell')
    .map((r) => ({ ...r, json: jsonOf(r) }))
    .map((r) => ({ ...r, files: remoteFiles(r) }));

  console.log('\nJavaScript a first visit loads (gzip -9; the remote part adds to the shell):');
  console.log(
    `${'package'.padEnd(14)}${'files'.padStart(6)}${'raw'.padStart(11)}${'gzip'.padStart(11)}`,
  );
  for (const [name, size] of [
    ['shell', shellSize],
    ...remotes.map((r) => [r.name, measure(r.dir, r.files)]),
  ]) {
    console.log(
      `${name.padEnd(14)}${String(size.count).padStart(6)}${kb(size.raw).padStart(11)}${kb(size.gzip).padStart(11)}`,
    );
  }

  console.log('\nA first visit, with what its page loads after first paint (gzip -9):');
  let within = true;
  for (const visit of FIRST_VISITS) {
    const remote = remotes.find((r) => r.name === visit.owner);
    const count = ({ shell: shellParts, remote: remoteParts }) =>
      measure(shell.dir, [...shellFiles, ...selectedFiles(shellJson, shellParts)]).gzip +
      measure(remote.dir, [...remote.files, ...selectedFiles(remote.json, remoteParts)]).gzip;
    const gzip = Math.max(count(visit), visit.unpainted ? count(visit.unpainted) : 0);
    const ok = gzip <= visit.line;
    within &&= ok;
    const goal = gzip <= visit.goal ? 'goal reached' : `goal ${kb(visit.goal)}`;
    console.log(
      `${visit.path.padEnd(15)}${whoVisits(visit).padEnd(20)}${kb(gzip).padStart(10)} (${gzip} bytes) of ${kb(visit.line)} ${ok ? 'OK' : 'OVER ITS LINE'}, ${goal}`,
    );
  }
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
