// Type-checks every package with its own tsconfig, one after another.
import { execFileSync } from 'node:child_process';
import { ALL_PACKAGES } from './packages.mjs';

let failed = false;
for (const pkg of ALL_PACKAGES) {
  try {
    execFileSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', `${pkg}/tsconfig.json`],
      { stdio: 'inherit' },
    );
    console.log(`typecheck ${pkg}: ok`);
  } catch {
    console.error(`typecheck ${pkg}: FAILED`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
