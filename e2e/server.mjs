#!/usr/bin/env node
// The product as e2e sees it: a fresh deployment (every remote released into
// e2e/.deploy), a fresh SQLite database with a small seed, one origin on E2E_PORT.
// The remotes are released from what `npm run build` left in dist/ (built once per run);
// a remote whose sources changed since is built here instead.
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_DEPLOY_DIR, E2E_PORT, ROOT } from './paths.mjs';

rmSync(E2E_DEPLOY_DIR, { recursive: true, force: true });
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
execFileSync(process.execPath, ['scripts/release.mjs', '--all', '--from-dist'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DEPLOY_DIR: E2E_DEPLOY_DIR },
});

const server = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Development on loopback: the journeys read activation links from the dev mailbox.
    NODE_ENV: 'development',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
    // The staff console on its own listener, E2E_PORT + 100 (decision 0160).
    STAFF_DIST: path.join(ROOT, 'staff', 'dist'),
    DEPLOY_DIR: E2E_DEPLOY_DIR,
    DATABASE_PATH: path.join(E2E_DATA_DIR, 'e2e.sqlite'),
    MEDIA_DIR: path.join(E2E_DATA_DIR, 'media'),
    SEED_PROFILES: '150',
    RATE_LIMIT: 'false',
    // Up to eight people share two cores here: a server paint may take longer than in production.
    SSR_BUDGET_MS: '2000',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
