// `npm run bench:chat`: send-to-receive latency of chat messages with 1,000 members
// (BENCH_MEMBERS) connected over WebSockets on loopback, as p50/p95/p99: once on one API
// instance, once across two instances over Redis (senders on one, recipients on the other;
// on PostgreSQL: DATABASE_URL, in a schema of its own, dropped afterwards; skipped with a
// message when Redis is down or DATABASE_URL is not set, as two processes do not share a
// SQLite file for writing). Then a soak with forced reconnects: recipients'
// sockets are cut at random, each reconnects and resyncs with GET /api/chat.php?after=<last
// id>, and every message must be on the recipient's side exactly once. Target: p99 <= 25 ms
// on one instance (issue 12). The servers run in child processes; without DATABASE_URL the
// one-instance run uses a SQLite file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchPort, startProcess, table } from './bench-lib.mjs';
import {
  measuredRun,
  perMessage,
  printDatabaseCost,
  printIdleSockets,
  tableCounters,
} from './bench-chat-costs.mjs';
import { idleSocketMemory, latencyRun, pool, post, soak } from './bench-chat-clients.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
/**
 * Messages measured per latency run, sent at a steady rate (open loop: a slow answer does
 * not slow the senders down). 200 a second is every one of 1,000 members writing every 5 s.
 */
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_P99_MS = 25;
/** Idle sockets per member for the memory figure (a session may hold 5 per instance). */
const IDLE_PER_MEMBER = Number(process.env.BENCH_IDLE_PER_MEMBER ?? 4);
/** The bench reads the servers' /metrics (memory, open sockets) with it. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
const PORTS = [benchPort(6), benchPort(7)];
/** The one-instance server's inspector: the memory figure collects its garbage first. */
const INSPECT_PORT = benchPort(8);
const runOptions = { messages: MESSAGES, rate: RATE };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
const databasePath = path.join(dir, 'bench.sqlite');
const databaseUrl = process.env.DATABASE_URL;
const schema = `bench_chat_${process.pid}`;
const databaseEnv = databaseUrl
  ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
  : { DATABASE_URL: '', DATABASE_PATH: databasePath };

/** Runs SQL on the bench database (PostgreSQL schema or SQLite file). */
async function sqlRun(statement, params) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path = ${schema}`);
      let n = 0;
      await client.query(
        statement.replace(/\?/g, () => `$${++n}`),
        params,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(databasePath);
  db.prepare(statement).run(...params);
  db.close();
}

/** One API instance on the shared database; with Redis, live events travel between them. */
function startServer(port, extraEnv = {}, extraArgs = []) {
  return startProcess({
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
      METRICS_TOKEN,
      RATE_LIMIT: 'false',
      ...databaseEnv,
      MEDIA_DIR: path.join(dir, 'media'),
      SEED_PROFILES: '100',
      REDIS_URL: '',
      ...extraEnv,
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    logFile: path.join(dir, `server-${port}.log`),
  });
}

/**
 * Signs members up over the API, then activates them in the database as their activation
 * links would (the production server mails no links the bench could read).
 */
async function createMembers(base) {
  const members = [];
  const run = `${Date.now().toString(36)}`;
  await pool(
    Array.from({ length: MEMBERS }, (_, i) => i),
    8,
    async (i) => {
      const { json, response } = await post(base, '/api/signup.php', null, {
        email: `bench-${run}-${i}@example.com`,
        name: `Bench ${i}`,
        password: 'chat-load-harbour-1',
        date_of_birth: '1990-01-01',
      });
      const cookie = response.headers.get('set-cookie').split(';')[0];
      members[i] = { cookie, profileId: String(json.user.profile.id), userId: json.user.id };
    },
  );
  await sqlRun(
    "UPDATE users SET status = 'active', activated_at = ? WHERE email LIKE ? AND status = 'not_confirmed'",
    [new Date().toISOString(), `bench-${run}-%`],
  );
  await sqlRun(
    "UPDATE profiles SET status = 'active' WHERE user_id IN (SELECT id FROM users WHERE email LIKE ?)",
    [`bench-${run}-%`],
  );
  return members;
}

async function redisUp() {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const fmt = (ms) => ms.toFixed(1);
/** The machine's load average (1 minute): a shared machine's tail is its load's. */
const load = () => os.loadavg()[0].toFixed(1);
const loadAtStart = load();
const results = [];
let idle;
let databaseCost;
let soakResult = null;
let twoInstances = null;
if (!databaseUrl) twoInstances = 'DATABASE_URL is not set (two instances share PostgreSQL)';
else if (!(await redisUp())) twoInstances = `Redis is not answering at ${REDIS_URL}`;
let admin = null;
if (databaseUrl) {
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
}
try {
  const single = await startServer(PORTS[0], {}, [`--inspect=127.0.0.1:${INSPECT_PORT}`]);
  let pairs;
  try {
    console.log(`Signing up ${MEMBERS} members ...`);
    const members = await createMembers(`http://127.0.0.1:${PORTS[0]}`);
    pairs = Array.from({ length: MEMBERS / 2 }, (_, i) => [members[2 * i], members[2 * i + 1]]);
    // Warm-up: every pair's conversation exists before the clock runs.
    await latencyRun(pairs, PORTS[0], PORTS[0], 'warm-up', runOptions);
    const countersBefore = await tableCounters(admin, schema);
    results.push(
      await measuredRun([single], MESSAGES, () =>
        latencyRun(pairs, PORTS[0], PORTS[0], 'one instance', runOptions),
      ),
    );
    databaseCost = perMessage(countersBefore, await tableCounters(admin, schema), MESSAGES);
    idle = await idleSocketMemory(pairs.flat(), PORTS[0], {
      perMember: IDLE_PER_MEMBER,
      metricsToken: METRICS_TOKEN,
      inspectPort: INSPECT_PORT,
    });
    if (twoInstances) soakResult = await soak(pairs, PORTS[0], PORTS[0], SOAK_SECONDS);
  } finally {
    await single.stop();
  }
  if (!twoInstances) {
    const env = { REDIS_URL, SEED_ON_START: 'false' };
    const [a, b] = [await startServer(PORTS[0], env), await startServer(PORTS[1], env)];
    try {
      results.push(
        await measuredRun([a, b], MESSAGES, () =>
          latencyRun(pairs, PORTS[0], PORTS[1], 'two instances over Redis', runOptions),
        ),
      );
      soakResult = await soak(pairs, PORTS[0], PORTS[1], SOAK_SECONDS);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }
} catch (error) {
  // The servers' logs say why a run failed.
  for (const port of PORTS) {
    const log = path.join(dir, `server-${port}.log`);
    if (fs.existsSync(log))
      console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
  }
  throw error;
} finally {
  if (process.env.BENCH_KEEP) console.log(`Kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
if (twoInstances) console.log(`\nThe two-instance run is skipped: ${twoInstances}.`);

console.log(
  `\n${MEMBERS} members connected (${MEMBERS / 2} pairs), ${MESSAGES} messages per run, ` +
    `${RATE} a second, on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}; ` +
    `${os.cpus().length} cores, load average ${loadAtStart} at the start and ${load()} at the end\n`,
);
table([
  [
    'run',
    'received',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'POST answer p50/p99 ms',
    'server CPU µs/message',
  ],
  ...results.map((r) => [
    r.label,
    `${r.received}/${MESSAGES}`,
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    `${fmt(r.answerP50)} / ${fmt(r.answerP99)}`,
    Number.isFinite(r.cpuUsPerMessage) ? Math.round(r.cpuUsPerMessage) : '-',
  ]),
]);
const one = results[0];
console.log(
  `\nOne instance p99 ${fmt(one.p99)} ms (target <= ${TARGET_P99_MS} ms): ` +
    (one.p99 <= TARGET_P99_MS ? 'met.' : 'NOT met.'),
);
if (databaseCost) printDatabaseCost(databaseCost);
if (idle) printIdleSockets(idle, IDLE_PER_MEMBER);
if (soakResult) {
  const s = soakResult;
  console.log(
    `\nSoak ${SOAK_SECONDS} s with forced reconnects: ${s.total} messages, ${s.reconnects} ` +
      `reconnects, ${s.viaResync} recovered by resync, ${s.duplicatesDropped} duplicates ` +
      `dropped by id; missing ${s.missing}, unexpected ${s.extra}: ` +
      (s.missing === 0 && s.extra === 0 ? 'every message exactly once.' : 'FAILED.'),
  );
  if (s.missing !== 0 || s.extra !== 0) process.exitCode = 1;
}
