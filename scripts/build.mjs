#!/usr/bin/env node
// Builds the shell, the remotes and the staff console (all, or those named) and prints
// what a first visit loads. Usage: node scripts/build.mjs [shell|mfe-*|staff]...
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createConfig } from './rspack/create-config.mjs';
import { createServerConfig } from './rspack/create-server-config.mjs';
import { createStaffConfig } from './rspack/create-staff-config.mjs';
import { createWorkerConfig } from './rspack/create-worker-config.mjs';
import { recordInputs } from './build-inputs.mjs';
import {
  FRONTEND_PACKAGES,
  REMOTES,
  ROOT,
  STAFF_CONSOLE,
  containerName,
  distDir,
  packageDir,
} from './packages.mjs';
import { precompress } from './precompress.mjs';
import { SHELL_CONTRACT_FILE, describeShell } from './shell-contract.mjs';
import { jsonOf, printSizeReport, printStaffSize, shellBootFiles } from './size-report.mjs';

/** Where the shell's boot chunks are listed for the API (api/src/plugins/frontend.ts). */
const SHELL_BOOT_FILES = 'boot-files.json';
/** Where the chunk of the shell's own texts is named per language, for the same. */
const SHELL_BOOT_TEXTS = 'boot-texts.json';
const SHELL_TEXTS_CHUNK = /^shell-locale-([a-z]{2})-json\.[0-9a-f]{8}\.js$/;

/** The chunk of the shell's own texts in each language, root-relative, by language. */
function shellTextFiles(shellJson) {
  const byLanguage = {};
  for (const file of shellJson.chunks.flatMap((chunk) => chunk.files)) {
    const match = SHELL_TEXTS_CHUNK.exec(file);
    if (match) byLanguage[match[1]] = `/${file}`;
  }
  return byLanguage;
}

/**
 * What a remote exposes besides './app', from `federation.exposes` of its package.json:
 * the remote owns that list, so a new parcel needs no change here.
 */
function extraExposes(name, root) {
  return federationOf(name, root).exposes ?? {};
}

function federationOf(name, root) {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir(name, root), 'package.json'), 'utf8'),
  );
  return manifest.federation ?? {};
}

/**
 * The remote's server renderer build, when its package.json names a server entry
 * (`federation.server`, decision 0124); else none.
 * @returns {object[]} zero or one rspack configuration
 */
export function serverConfigsFor(name, outputPath, root = ROOT) {
  const entry = name === 'shell' ? undefined : federationOf(name, root).server;
  return entry
    ? [createServerConfig({ packageDir: packageDir(name, root), entry, outputPath })]
    : [];
}

/** Everything `node scripts/build.mjs` builds when no package is named. */
const ALL_BUILDS = [...FRONTEND_PACKAGES, STAFF_CONSOLE];

/**
 * @param {string} name shell, a remote or the staff console
 * @param {string} [outputPath] default <package>/dist
 * @param {string} [root] the checkout to build from (default this repository; release --source)
 */
export function configFor(name, outputPath, root = ROOT) {
  if (name === STAFF_CONSOLE) {
    return createStaffConfig({ packageDir: packageDir(name, root), outputPath });
  }
  const isHost = name === 'shell';
  return createConfig({
    packageDir: packageDir(name, root),
    kind: isHost ? 'host' : 'remote',
    name: isHost ? 'shell' : containerName(name),
    outputPath,
    // A placeholder: the server writes the requesting domain's name into the page
    // (api/src/plugins/frontend.ts) and the shell sets it from the settings at boot.
    title: 'Dating',
    exposes: isHost ? {} : extraExposes(name, root),
  });
}

export function runRspack(configs) {
  return new Promise((resolve, reject) => {
    rspack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ colors: false, all: false, errors: true }));
        return reject(new Error('build failed'));
      }
      resolve(stats);
    });
  });
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const names = requested.length ? requested : ALL_BUILDS;
  const unknown = names.filter((name) => !ALL_BUILDS.includes(name));
  if (unknown.length) throw new Error(`unknown package(s): ${unknown.join(', ')}`);
  const started = Date.now();
  // The push worker comes last, so the stats of package i stay at index i.
  const worker = names.includes('shell')
    ? [createWorkerConfig({ packageDir: packageDir('shell') })]
    : [];
  // Server renderers come after the worker too (their stats are looked up by name).
  const servers = names.flatMap((name) => serverConfigsFor(name));
  const multiStats = await runRspack([
    ...names.map((name) => configFor(name)),
    ...worker,
    ...servers,
  ]);
  await Promise.all(names.map((name) => precompress(distDir(name))));
  // A release can then reuse these builds instead of building again (release.mjs --from-dist).
  const serverStats = (name) =>
    multiStats.stats.filter((stats) => stats.compilation.name === `${name}-server`);
  names.forEach(
    (name, i) =>
      REMOTES.includes(name) && recordInputs(name, [multiStats.stats[i], ...serverStats(name)]),
  );
  const shellIndex = names.indexOf('shell');
  if (shellIndex >= 0) {
    // The chunks the shell's boot asks for, and its texts in the page's language, which the
    // server preloads with every page (decision 0131, 0186).
    const shell = { dir: distDir('shell'), stats: multiStats.stats[shellIndex] };
    const shellJson = jsonOf(shell);
    writeFileSync(
      path.join(shell.dir, SHELL_BOOT_FILES),
      `${JSON.stringify(shellBootFiles(shellJson).map((f) => `/${f}`))}\n`,
    );
    writeFileSync(
      path.join(shell.dir, SHELL_BOOT_TEXTS),
      `${JSON.stringify(shellTextFiles(shellJson))}\n`,
    );
    // What this shell can run: the release command refuses remotes it could not (0174).
    writeFileSync(
      path.join(shell.dir, SHELL_CONTRACT_FILE),
      `${JSON.stringify(await describeShell(), null, 2)}\n`,
    );
  }
  console.log(`built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const results = names.map((name, i) => ({
    name,
    dir: distDir(name),
    stats: multiStats.stats[i],
  }));
  // The first-visit report covers the member site: the shell and every remote, built together.
  const federated = results.filter((result) => FRONTEND_PACKAGES.includes(result.name));
  if (federated.length === FRONTEND_PACKAGES.length && !process.argv.includes('--quiet')) {
    const ok = printSizeReport(federated);
    if (!ok) process.exit(1);
  }
  const staff = results.find((result) => result.name === STAFF_CONSOLE);
  if (staff && !process.argv.includes('--quiet')) printStaffSize(staff);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
