#!/usr/bin/env node
// `npm start`: build the shell and the staff console, release every remote whose build
// changed, then run the API, which also serves the shell, the registry and the remotes on one
// origin, and the staff console on the staff listener (decision 0160).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onCurrentNode } from './current-node.mjs';
import { ROOT, STAFF_CONSOLE, deployDir, distDir } from './packages.mjs';

await onCurrentNode();

function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

await run(['scripts/build.mjs', 'shell', STAFF_CONSOLE, '--quiet']);
await run(['scripts/release.mjs', '--all', '--if-changed']);
const server = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    SHELL_DIST: distDir('shell'),
    STAFF_DIST: distDir(STAFF_CONSOLE),
    DEPLOY_DIR: deployDir(),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
