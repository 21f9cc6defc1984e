// Type-checks every package with its own tsconfig, one after another.
import { execFileSync } from 'node:child_process';

const packages = [
  'shared-contracts',
  'shell',
  'mfe-chat',
  'mfe-members',
  'mfe-payments',
  'mfe-account',
  'mfe-landers',
  'api',
  'e2e',
];
let failed = false;
for (const pkg of packages) {
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
