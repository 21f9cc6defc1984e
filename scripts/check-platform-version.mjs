#!/usr/bin/env node
// The runtime platform's version must change with its code (docs/decisions/0009): remotes
// require `^<version they were built against>`, so a changed platform at an old version
// would let a remote run against code it was not built for.
//   node scripts/check-platform-version.mjs           fails when platform/src changed but the version did not
//   node scripts/check-platform-version.mjs --update  records the current digest after a version bump
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './packages.mjs';

const dir = path.join(ROOT, 'platform');
const lockFile = path.join(dir, 'version-lock.json');
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * A digest of the platform's shipped code: tests and test helpers do not count, nor the
 * server renderer's parts (`src/server/`, decision 0124), which each remote's Node bundle
 * carries its own copy of and no browser ever shares. It is the digest of what the code does:
 * each file as TypeScript prints it without comments, so a reworded comment or a reformatted
 * line asks for no new version (remotes cannot tell), while any change to the code does.
 */
function digest() {
  const printer = ts.createPrinter({ removeComments: true });
  const hash = createHash('sha256');
  const files = readdirSync(path.join(dir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](testing|server)[\\/]/.test(path.relative(dir, file)))
    .sort();
  for (const file of files) {
    const name = path.relative(dir, file);
    const source = readFileSync(file, 'utf8');
    const code = /\.[cm]?[jt]sx?$/.test(file)
      ? printer.printFile(
          ts.createSourceFile(name, source, ts.ScriptTarget.Latest, false, kind(file)),
        )
      : source;
    hash.update(name).update(code);
  }
  return hash.digest('hex').slice(0, 16);
}

/** How TypeScript reads a file, by its ending. */
function kind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

const current = digest();
if (process.argv.includes('--update')) {
  writeFileSync(lockFile, `${JSON.stringify({ version, digest: current }, null, 2)}\n`);
  console.log(`platform ${version}: recorded ${current}`);
  process.exit(0);
}
const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : null;
if (lock?.version === version && lock.digest !== current) {
  console.error(
    `platform/src changed but @dating/platform is still ${version}: bump its version (minor for an addition, major for a break), then run node scripts/check-platform-version.mjs --update`,
  );
  process.exit(1);
}
if (lock?.version !== version) {
  console.error(
    `platform ${version} has no recorded digest: run node scripts/check-platform-version.mjs --update`,
  );
  process.exit(1);
}
console.log(`platform ${version}: code matches its version`);
