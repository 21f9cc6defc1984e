// What a chat message and an idle socket cost the servers, for `npm run bench:chat`: CPU per
// message over a latency run, rows and scans per message on PostgreSQL, memory per socket.
import { cpuOfProcesses, cpuSeconds, table } from './bench-lib.mjs';
import { sleep } from './bench-chat-clients.mjs';

/**
 * A latency run (`run`) with the servers' CPU time (user + system, every instance it uses)
 * over the messages sent: what one message costs the servers from the POST to the
 * recipient's frame, and to the end of the jobs it left (its push and mail): `settle`
 * resolves once they have run, so a run whose jobs lag behind is not the cheaper for it.
 */
export async function measuredRun(
  servers,
  messages,
  run,
  settle = async () => undefined,
  { database = false } = {},
) {
  const cpu = () => servers.reduce((sum, server) => sum + (cpuSeconds(server.child.pid) ?? NaN), 0);
  const before = cpu();
  const databaseBefore = database ? cpuOfProcesses('postgres') : null;
  const result = await run();
  const settled = performance.now();
  await settle();
  return {
    ...result,
    settleMs: performance.now() - settled,
    cpuUsPerMessage: ((cpu() - before) / messages) * 1e6,
    databaseUsPerMessage: databaseBefore
      ? (databaseCpuSince(databaseBefore) / messages) * 1e6
      : NaN,
  };
}

/**
 * PostgreSQL's CPU seconds since `before` (a reading of cpuOfProcesses): its processes now,
 * a backend started since counted whole. One that ended meanwhile is lost with its share,
 * which the pool's connections, open through a run, do not do. NaN when no PostgreSQL runs
 * on this machine (a server elsewhere).
 */
function databaseCpuSince(before) {
  const now = cpuOfProcesses('postgres');
  if (now.size === 0) return NaN;
  let seconds = 0;
  for (const [pid, cpu] of now) seconds += cpu - (before.get(pid) ?? 0);
  return seconds;
}

/**
 * Resolves once `openJobs()` (the outbox's jobs due and not finished) reads 0, or after
 * `timeoutMs`.
 */
export async function outboxDrained(openJobs, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while ((await openJobs()) > 0 && Date.now() < until) await sleep(100);
}

const fmt = (ms) => ms.toFixed(1);

/** The runs side by side, and the two-instance one over the one instance's. */
export function printRuns(results, messages) {
  table([
    [
      'run',
      'received',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'POST answer p50/p99 ms',
      'CPU µs/message',
      'PostgreSQL CPU µs/message',
    ],
    ...results.map((r) => [
      r.label,
      `${r.received}/${messages}`,
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      `${fmt(r.answerP50)} / ${fmt(r.answerP99)}`,
      Number.isFinite(r.cpuUsPerMessage) ? Math.round(r.cpuUsPerMessage) : '-',
      Number.isFinite(r.databaseUsPerMessage) ? Math.round(r.databaseUsPerMessage) : '-',
    ]),
  ]);
}

/** Where a run's slowest 1% were sent (`latencyRun`'s `slowest`): a stall or a slow path. */
export function printSlowest({ count, windows, top, windowMs }) {
  const where = top.map(
    (w) => `${w.count} sent at ${(w.start / 1000).toFixed(2)} s (worst ${fmt(w.worstMs)} ms)`,
  );
  console.log(
    `The slowest 1% (${count}, at p99 or over) were sent in ${windows} windows of ${windowMs} ms; the fullest: ${where.join(', ')}`,
  );
}

/**
 * Each line a run must hold, with its verdict: p99 of one instance and of two, and the CPU
 * per message of two over one. Returns whether every line held.
 */
export function printLines({ one, two, p99Ms, cpuRatio }) {
  const lines = [[`one instance p99 ${fmt(one.p99)} ms`, `<= ${p99Ms} ms`, one.p99 <= p99Ms]];
  if (two) {
    const ratio = two.cpuUsPerMessage / one.cpuUsPerMessage;
    lines.push(
      [`two instances p99 ${fmt(two.p99)} ms`, `<= ${p99Ms} ms`, two.p99 <= p99Ms],
      [
        `two instances over one: p99 x${(two.p99 / one.p99).toFixed(2)}, ` +
          `CPU per message x${ratio.toFixed(2)}`,
        `CPU <= x${cpuRatio}`,
        ratio <= cpuRatio,
      ],
    );
  }
  console.log('');
  table([
    ['line', 'holds at', 'verdict'],
    ...lines.map(([what, at, held]) => [what, at, held ? 'met' : 'NOT MET']),
  ]);
  return lines.every(([, , held]) => held);
}

/**
 * On PostgreSQL (`admin`, a connected client), rows written and index or table scans per
 * table of the bench's schema so far (the statistics views, read after their flush). Null
 * on SQLite (no client).
 */
export async function tableCounters(admin, schema) {
  if (!admin) return null;
  await sleep(1500);
  await admin.query('select pg_stat_clear_snapshot()');
  const { rows } = await admin.query(
    `select relname,
            n_tup_ins + n_tup_upd + n_tup_del as written,
            coalesce(idx_scan, 0) + coalesce(seq_scan, 0) as scans
       from pg_stat_user_tables where schemaname = $1`,
    [schema],
  );
  return new Map(
    rows.map((row) => [row.relname, { written: Number(row.written), scans: Number(row.scans) }]),
  );
}

/** The tables' counters between two readings, per message; null without readings. */
export function perMessage(before, after, messages) {
  if (!before || !after) return null;
  return [...after]
    .map(([name, counted]) => {
      const earlier = before.get(name) ?? { written: 0, scans: 0 };
      return {
        table: name,
        written: (counted.written - earlier.written) / messages,
        scans: (counted.scans - earlier.scans) / messages,
      };
    })
    .filter((row) => row.written > 0 || row.scans > 0);
}

export function printDatabaseCost(cost) {
  const total = (key) => cost.reduce((sum, row) => sum + row[key], 0).toFixed(2);
  console.log(
    `\nPostgreSQL per message (one instance; ${total('written')} rows written, ` +
      `${total('scans')} index or table scans in all):`,
  );
  table([
    ['table', 'rows written', 'scans'],
    ...cost.map((row) => [row.table, row.written.toFixed(2), row.scans.toFixed(2)]),
  ]);
}

export function printIdleSockets(idle, perMember) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  console.log(
    `\nIdle live sockets, one instance: ${idle.sockets} opened (${perMember} per member) ` +
      `and left quiet: ${kb(idle.rssPerSocket)} KB of resident memory and ` +
      `${kb(idle.heapPerSocket)} KB of V8 heap each, after a full collection ` +
      `(RSS ${mb(idle.rssBefore)} -> ${mb(idle.rssAfter)} MB).`,
  );
}
