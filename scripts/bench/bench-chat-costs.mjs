// What a chat message and an idle socket cost the servers, for `npm run bench:chat`: CPU per
// message over a latency run, rows and scans per message on PostgreSQL, memory per socket.
import { cpuSeconds, table } from './bench-lib.mjs';
import { sleep } from './bench-chat-clients.mjs';

/**
 * A latency run (`run`) with the servers' CPU time (user + system, every instance it uses)
 * over the messages sent: what one message costs the servers from the POST to the
 * recipient's frame.
 */
export async function measuredRun(servers, messages, run) {
  const cpu = () => servers.reduce((sum, server) => sum + (cpuSeconds(server.child.pid) ?? NaN), 0);
  const before = cpu();
  const result = await run();
  return { ...result, cpuUsPerMessage: ((cpu() - before) / messages) * 1e6 };
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
