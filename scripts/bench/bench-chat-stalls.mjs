// What could have stalled a run of `npm run bench:chat`, read around it: each server's event
// loop (its longest delay over the run), its garbage collections (by kind, and how many took
// over 10 and over 100 ms), the bench's own clients' (they take the time a message arrives, so
// their stall is counted as the message's) and PostgreSQL's checkpoints. A slow window whose
// size matches a server's longest loop delay was that server's; one that matches none was
// elsewhere.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** One line of a Prometheus text answer: name, labels, value. */
const SAMPLE = /^(\w+)(?:\{([^}]*)\})? (\S+)$/;

async function metricsOf(port, token) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const samples = [];
  for (const line of (await response.text()).split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** Collections by kind: how many, and how many within 10 and 100 ms (prom-client's buckets). */
function collections(samples) {
  const kinds = {};
  for (const { name, labels, value } of samples) {
    if (!name.startsWith('nodejs_gc_duration_seconds')) continue;
    const kind = (kinds[labels.kind] ??= { count: 0, within10: 0, within100: 0 });
    if (name.endsWith('_count')) kind.count = value;
    else if (labels.le === '0.01') kind.within10 = value;
    else if (labels.le === '0.1') kind.within100 = value;
  }
  return kinds;
}

const valueOf = (samples, name) => samples.find((sample) => sample.name === name)?.value ?? NaN;

async function checkpoints(admin) {
  if (!admin) return null;
  const { rows } = await admin.query(
    'select checkpoints_timed + checkpoints_req as count, checkpoint_write_time as write_ms, ' +
      'checkpoint_sync_time as sync_ms from pg_stat_bgwriter',
  );
  return rows[0];
}

/**
 * Starts watching `ports` (each server's /metrics, read with `token`) and PostgreSQL (`admin`,
 * or null on SQLite). The read before the run also starts the servers' loop delay afresh
 * (prom-client's monitor is reset at each read). Resolves with `done()`, which reads again and
 * answers what happened in between.
 */
export async function watchStalls({ ports, token, admin }) {
  const before = await Promise.all(ports.map((port) => metricsOf(port, token)));
  const pgBefore = await checkpoints(admin);
  const clients = watchClients();
  return async () => {
    const clientStalls = clients();
    const after = await Promise.all(ports.map((port) => metricsOf(port, token)));
    const pgAfter = await checkpoints(admin);
    const servers = ports.map((port, i) => {
      const [was, now] = [collections(before[i]), collections(after[i])];
      const gc = Object.entries(now).map(([kind, n]) => {
        const old = was[kind] ?? { count: 0, within10: 0, within100: 0 };
        const count = n.count - old.count;
        return {
          kind,
          count,
          over10: count - (n.within10 - old.within10),
          over100: count - (n.within100 - old.within100),
        };
      });
      return {
        port,
        loopMaxMs: valueOf(after[i], 'nodejs_eventloop_lag_max_seconds') * 1000,
        gc: gc.filter((entry) => entry.count > 0),
      };
    });
    const pg =
      pgBefore && pgAfter
        ? {
            count: Number(pgAfter.count) - Number(pgBefore.count),
            writeMs: Number(pgAfter.write_ms) - Number(pgBefore.write_ms),
            syncMs: Number(pgAfter.sync_ms) - Number(pgBefore.sync_ms),
          }
        : null;
    return { servers, clients: clientStalls, pg };
  };
}

/** This process's event loop and garbage collections until the answer is called. */
function watchClients() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const collections = [];
  const observer = new PerformanceObserver((list) =>
    collections.push(...list.getEntries().map((entry) => entry.duration)),
  );
  loop.enable();
  observer.observe({ entryTypes: ['gc'] });
  return () => {
    loop.disable();
    observer.disconnect();
    return {
      loopMaxMs: loop.max / 1e6,
      count: collections.length,
      over10: collections.filter((ms) => ms > 10).length,
      longestMs: Math.max(0, ...collections),
    };
  };
}

/** One line per server, one for the bench's clients, and one for PostgreSQL. */
export function printStalls({ servers, clients, pg }) {
  for (const { port, loopMaxMs, gc } of servers) {
    const kinds = gc.map(
      (g) =>
        `${g.count} ${g.kind}` +
        (g.over10 > 0 ? ` (${g.over10} over 10 ms, ${g.over100} over 100 ms)` : ''),
    );
    console.log(
      `Server :${port}: longest event loop delay ${loopMaxMs.toFixed(1)} ms; ` +
        `garbage collections: ${kinds.join(', ') || 'none'}`,
    );
  }
  console.log(
    `The bench's clients: longest event loop delay ${clients.loopMaxMs.toFixed(1)} ms; ` +
      `garbage collections: ${clients.count} (${clients.over10} over 10 ms, the longest ` +
      `${clients.longestMs.toFixed(1)} ms)`,
  );
  if (pg) {
    console.log(
      `PostgreSQL: ${pg.count} checkpoint${pg.count === 1 ? '' : 's'} during the run` +
        (pg.count > 0 ? ` (writing ${pg.writeMs} ms, syncing ${pg.syncMs} ms)` : ''),
    );
  }
}
