// Type-checks every package with its own tsconfig, one after another.
import { execFileSync } from 'node:child_process';
import { ALL_PACKAGES } from './packages.mjs';

// The shell's service worker runs in another global scope (WebWorker, not DOM) and has its own.
const PROJECTS = [
  ...ALL_PACKAGES.map((pkg) => `${pkg}/tsconfig.json`),
  'shell/tsconfig.worker.json',
];

let failed = false;
for (const project of PROJECTS) {
  const pkg = project.replace(/\/tsconfig\.json$/, '');
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: 'inherit',
    });
    console.log(`typecheck ${pkg}: ok`);
  } catch {
    console.error(`typecheck ${pkg}: FAILED`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
