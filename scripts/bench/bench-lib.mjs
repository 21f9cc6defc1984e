// Shared pieces of the API benchmarks: a seeded API in a child process (so the load
// generator and the server do not share one event loop), autocannon runs and a table.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO = { email: 'demo@example.nl', password: 'demo-password-1' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The benches listen on BENCH_PORT_BASE (default 8600) plus a fixed offset each, so that two
 * checkouts on one machine can run them side by side (BENCH_PORT_BASE=8700).
 */
/**
 * A deployment of its own in a temporary folder: every remote released from what `npm run build`
 * left in dist/ (built again where it is stale). Returns the folder (DEPLOY_DIR).
 */
export function releaseIntoTempDeploy(prefix) {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync(process.execPath, ['scripts/release.mjs', '--all', '--from-dist'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
  return deployDir;
}

export const benchPort = (offset) => Number(process.env.BENCH_PORT_BASE ?? 8600) + offset;

/** Seconds per measured run; BENCH_SECONDS shortens or lengthens every run. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function waitForPort(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs} ms`);
}

/** Starts a child process and waits until `readyUrl` answers; stdout and stderr go to `logFile`. */
export async function startProcess({ args, env, readyUrl, logFile, timeoutMs = 120_000 }) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  // A benchmark that fails half-way must not leave its server running.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  await waitForPort(readyUrl, child, timeoutMs);
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The API on a fresh SQLite database in a temp folder, as production runs it
 * (NODE_ENV=production: response validation off), rate limits off.
 */
export async function startApi({
  port,
  profiles,
  extraArgs = [],
  extraEnv = {},
  timeoutMs = 120_000,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const logFile = path.join(dir, 'server.log');
  const server = await startProcess({
    args: [...extraArgs, '--import', 'tsx', 'api/src/server.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Production requires its public address (decision 0139): this instance's own.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'test',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      MAIL_WEBHOOK_SECRET: 'bench-mail-webhook-secret-0123456789',
      RATE_LIMIT: 'false',
      DATABASE_PATH: path.join(dir, 'bench.sqlite'),
      MEDIA_DIR: path.join(dir, 'media'),
      SEED_PROFILES: String(profiles),
      SEED_ON_START: 'true',
      DATABASE_URL: '',
      // The staff listener on a port of the system's choosing: no bench uses it, and its
      // default (PORT + 100) would leave BENCH_PORT_BASE's range.
      STAFF_PORT: '0',
      ...extraEnv,
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    logFile,
    timeoutMs,
  });
  return {
    ...server,
    dir,
    logFile,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Logs the demo member in and returns the Cookie header of the session. */
export async function loginDemo(base) {
  const response = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

/**
 * A process's name and CPU seconds (user + system) so far, from /proc/<pid>/stat (Linux);
 * null elsewhere, or when the process has ended.
 */
function processStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; utime and stime are fields 14 and 15 of
    // stat(5), 11 and 12 after the name.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      seconds: (Number(fields[11]) + Number(fields[12])) / 100,
    };
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere.
 * Per request it is a figure that other load on a shared machine disturbs far less than req/s.
 */
export const cpuSeconds = (pid) => processStat(pid)?.seconds ?? null;

/**
 * The CPU seconds (user + system) of every process on this machine whose name starts with
 * `name`, by pid: PostgreSQL's server and its backends, when it runs here.
 */
export function cpuOfProcesses(name) {
  const byPid = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = processStat(pid);
    if (stat?.name.startsWith(name)) byPid.set(pid, stat.seconds);
  }
  return byPid;
}

/** One autocannon run; throws when any answer was not 2xx (a benchmark of errors is no use). */
export function load({ url, headers = {}, connections = 20, seconds = SECONDS, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon(
      // A stalled server answers late, not never: wait long before counting a timeout.
      { url, headers, connections, duration: seconds, timeout: 60, ...options },
      (error, result) => {
        if (error) return reject(error);
        const bad = result.non2xx + result.errors + result.timeouts;
        if (bad > 0) return reject(new Error(`${url}: ${bad} failed answers`));
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          total: result.requests.total,
        });
      },
    );
  });
}

/** Prints rows of equal-width columns. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) =>
          i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
        )
        .join('  '),
    );
  }
}
