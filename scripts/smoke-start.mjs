#!/usr/bin/env node
// A smoke start: `npm start` as a user runs it, on whichever Node runs this script, with its
// database and photos in a temporary folder; it passes when the product answers its health
// check, the home page and the visitor's session probe without Node printing a warning, and
// stops cleanly on SIGTERM.
// CI runs it on the newest Node line the README names (`.ci/run`).
//   node scripts/smoke-start.mjs [--port 8470]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './packages.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8470' } } });
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
/** The first start may build the shell and release the remotes before it listens. */
const START_DEADLINE_MS = 300_000;
const STOP_DEADLINE_MS = 20_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-start-'));
const output = [];
const started = Date.now();
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_PATH: path.join(dataDir, 'dating.sqlite'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    SEED_PROFILES: '200',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => output.push(chunk.toString('utf8')));
}
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve({ code, signal })),
);

function fail(message) {
  console.error(`smoke start on Node ${process.version}: ${message}`);
  console.error(output.join('').split('\n').slice(-40).join('\n'));
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function get(pathname) {
  const response = await fetch(base + pathname, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
}

let exitedEarly = false;
void exited.then(() => (exitedEarly = true));
while (true) {
  if (exitedEarly) fail('the server exited before it answered its health check');
  if (Date.now() - started > START_DEADLINE_MS) {
    fail(`no healthy answer on ${base}/api/health within ${START_DEADLINE_MS / 1000} s`);
  }
  const health = await get('/api/health').catch(() => null);
  if (health?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const healthyAfter = Date.now() - started;

const home = await get('/');
if (home.status !== 200 || !home.body.includes('<html')) fail(`GET / answered ${home.status}`);
const probe = await get('/api/user.php');
if (probe.status !== 200 || JSON.parse(probe.body).user !== null) {
  fail(`the visitor's session probe answered ${probe.status} ${probe.body.slice(0, 200)}`);
}

// A warning Node prints (a deprecation, an engine the code is too old for) is a failure here:
// it is what a user of this Node line would see on every start.
const warnings = output
  .join('')
  .split('\n')
  .filter((line) => /\b\w*Warning\b/.test(line) && !line.includes('"level"'));
if (warnings.length > 0) fail(`Node printed warnings:\n${warnings.join('\n')}`);

process.kill(-server.pid, 'SIGTERM');
const stopped = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), STOP_DEADLINE_MS)),
]);
if (!stopped) fail(`still running ${STOP_DEADLINE_MS / 1000} s after SIGTERM`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `smoke start on Node ${process.version}: healthy after ${(healthyAfter / 1000).toFixed(1)} s; ` +
    `home page and session probe answered; stopped on SIGTERM`,
);
