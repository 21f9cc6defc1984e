// Type-checks every package with its own tsconfig, as many at once as there are cores
// (TYPECHECK_JOBS changes it), with TypeScript 7, the native compiler (installed as
// `typescript-native`; `typescript` stays 5 for the tools that use its JavaScript API:
// typescript-eslint, the platform's version digest, Module Federation's types). `tsc -b` is no
// option: the packages import each other's sources, not built declarations, so they are not
// composite projects.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ALL_PACKAGES } from './packages.mjs';

// The shell's service worker runs in another global scope (WebWorker, not DOM) and has its own;
// jest/ holds the console guard every jest project loads; ops/ the production shape's tests;
// scripts/ the release scripts' tests.
const PROJECTS = [
  ...ALL_PACKAGES.map((pkg) => `${pkg}/tsconfig.json`),
  'shell/tsconfig.worker.json',
  'jest/tsconfig.json',
  'ops/tsconfig.json',
  'scripts/tsconfig.json',
  // The sixth remote e2e releases: built against this platform, so checked against it too.
  'e2e/fixtures/mfe-guestbook/tsconfig.json',
];
const JOBS = Number(process.env.TYPECHECK_JOBS) || availableParallelism();

/** Runs tsc on one project; its output is printed in one piece when it ends. */
function check(project) {
  const name = project.replace(/\/tsconfig\.json$/, '');
  const started = Date.now();
  return new Promise((resolve) => {
    // Incremental: a second run re-checks only what changed since the first.
    const buildInfo = `node_modules/.cache/typecheck/${name.replace(/\W+/g, '-')}.tsbuildinfo`;
    const child = spawn(process.execPath, [
      'node_modules/typescript-native/bin/tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      buildInfo,
    ]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output);
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const worker = async () => {
  while (queue.length) results.push(await check(queue.shift()));
};
await Promise.all(Array.from({ length: Math.min(JOBS, queue.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
