// What a remote's dist/ was built from, so a release can reuse that build instead of
// building again (release.mjs --from-dist): the files rspack read (its own list, so a
// new package or a moved file needs no change here), the folders it listed, and the
// build configuration. Any change to one of them makes the dist stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, distDir, packageDir } from './packages.mjs';

/** Kept in dist/ beside the build; a release leaves it out. */
export const INPUTS_FILE = '.build-inputs.json';

const CONFIG_FILES = ['scripts/build.mjs', 'scripts/rspack', 'package-lock.json'];

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

function digest({ files, folders }) {
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = path.join(ROOT, file);
    hash.update(file).update(existsSync(absolute) ? readFileSync(absolute) : '(missing)');
  }
  for (const folder of folders) {
    const absolute = path.join(ROOT, folder);
    hash.update(folder).update(existsSync(absolute) ? listFiles(absolute).join('\n') : '(none)');
  }
  return hash.digest('hex');
}

/**
 * Writes the inputs record of a remote just built into its dist/ from its rspack stats (the
 * browser build's, and its server renderer's when it has one).
 */
export function recordInputs(name, builds) {
  const relative = (file) => path.relative(ROOT, file);
  const config = CONFIG_FILES.flatMap((entry) =>
    entry.endsWith('.mjs') || entry.endsWith('.json') ? [entry] : listFiles(path.join(ROOT, entry)),
  );
  const files = [
    ...new Set([
      // rspack lists a few folders among its files; their listing is in `folders`.
      ...builds
        .flatMap((stats) => [...stats.compilation.fileDependencies])
        .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
        .map(relative),
      relative(path.join(packageDir(name), 'package.json')),
      ...config,
    ]),
  ].sort();
  const folders = [
    ...new Set(builds.flatMap((stats) => [...stats.compilation.contextDependencies])),
  ]
    .map(relative)
    .sort();
  const record = { files, folders, digest: digest({ files, folders }) };
  writeFileSync(path.join(distDir(name), INPUTS_FILE), `${JSON.stringify(record)}\n`);
}

/** Why a remote's dist/ cannot be released as it is, or null when it is fresh. */
export function staleReason(name) {
  const file = path.join(distDir(name), INPUTS_FILE);
  if (!existsSync(file)) return 'no build in dist/ (or one from before build inputs were recorded)';
  const record = JSON.parse(readFileSync(file, 'utf8'));
  return digest(record) === record.digest ? null : 'its sources changed since the build';
}
