// `npm run bench:stall`: does a heavy read hold up cheap requests? Seeds 100,000 profiles,
// measures a cheap route alone, then again while unfiltered member searches (first and deep
// pages) are hammered, and prints both. The server runs in a child process.
import { SECONDS, benchPort, load, loginDemo, startApi, table } from './bench-lib.mjs';
import os from 'node:os';

const PORT = benchPort(3);
const PROFILES = Number(process.env.SEED_PROFILES ?? 100000);
const base = `http://127.0.0.1:${PORT}`;
const CHEAP = '/api/settings.php';
/** A steady trickle: enough samples for a p99 without becoming load itself. */
const PROBE = { connections: 2, overallRate: 100 };
const HEAVY_CONNECTIONS = 4;
const PER_PAGE = 24;
const PAGES = [1, 2, 100, 1000, Math.floor(PROFILES / PER_PAGE)];

/** Latencies of the requests answered within the run; a stalled server may answer none. */
const row = (name, r) => [
  name,
  r.total,
  r.rps.toFixed(1),
  r.total > 0 ? r.p50 : '-',
  r.total > 0 ? r.p99 : '-',
  r.total > 0 ? r.max : '-',
];

const started = Date.now();
const api = await startApi({ port: PORT, profiles: PROFILES });
console.log(
  `seeded ${PROFILES.toLocaleString('en')} profiles and started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
try {
  const cookie = await loginDemo(base);
  const searchPath = (page) => `/api/search.php?page=${page}&per_page=${PER_PAGE}`;
  // One search of each page first: how long a single one takes, and a warm cache.
  const single = [];
  for (const page of PAGES) {
    const t = performance.now();
    const response = await fetch(`${base}${searchPath(page)}`, { headers: { cookie } });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    single.push([
      `page ${page}`,
      `${Math.round(performance.now() - t)} ms`,
      body.count,
      body.profiles.length,
    ]);
  }
  console.log('\nOne unfiltered search at a time (logged in as the demo member):\n');
  table([['search', 'time', 'count', 'profiles'], ...single]);

  const probe = () => load({ url: `${base}${CHEAP}`, ...PROBE });
  // Warm-up: the first requests of a route are slow (JIT), which is not what is measured.
  await load({ url: `${base}${CHEAP}`, ...PROBE, seconds: 2 });
  const alone = await probe();
  let next = 0;
  const heavyLoad = load({
    url: base,
    headers: { cookie },
    connections: HEAVY_CONNECTIONS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: searchPath(PAGES[next++ % PAGES.length]) }),
      },
    ],
  });
  // The probe starts a moment later so that it runs entirely under load.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [underLoad, heavy] = await Promise.all([probe(), heavyLoad]);

  console.log(
    `\n${SECONDS} s each; probe ${PROBE.overallRate} req/s over ${PROBE.connections} connections; ` +
      `search on ${HEAVY_CONNECTIONS} connections, pages ${PAGES.join(', ')}; ${os.cpus().length} cores\n`,
  );
  table([
    ['', 'answered', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
    row(`GET ${CHEAP} alone`, alone),
    row(`GET ${CHEAP} during searches`, underLoad),
    row('GET /api/search.php (hammered)', heavy),
  ]);
  const ok = underLoad.total > 0 && underLoad.p99 < 20;
  console.log(
    `\nCheap route during searches: p99 ${underLoad.total > 0 ? `${underLoad.p99} ms` : '-'}, ` +
      `${underLoad.total} answered: ${ok ? 'under' : 'NOT under'} 20 ms.`,
  );
} finally {
  await api.stop();
}
