// `npm run bench:api`: requests per second, p99 latency and the server's CPU per request of a
// bare Fastify hello-world beside three API routes, from one run on one machine, with each
// route's ratio to the bare figure. Both servers run in child processes, started before any
// measuring; autocannon runs here. The logged-in GET /api/user.php is measured right after
// the bare server, so that the machine's other load changes as little as can be between the
// two figures of its ratio. The run fails (exit code 1) when that ratio is under USER_GOAL
// (decision 0180).
import {
  DEMO,
  SECONDS,
  benchPort,
  cpuSeconds,
  load,
  loginDemo,
  startApi,
  startProcess,
  table,
} from './bench-lib.mjs';
import os from 'node:os';
import path from 'node:path';

const BARE_PORT = benchPort(1);
const API_PORT = benchPort(2);
const WARM_UP_SECONDS = 2;
/** The logged-in user.php must reach this share of bare Fastify's requests per second. */
const USER_GOAL = 0.5;
const base = `http://127.0.0.1:${API_PORT}`;

async function measure(target, pid) {
  await load({ ...target, seconds: WARM_UP_SECONDS });
  const before = cpuSeconds(pid);
  const result = await load(target);
  const after = cpuSeconds(pid);
  const cpuUs = before === null || after === null ? null : ((after - before) / result.total) * 1e6;
  return { ...result, cpuUs };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const bare = await startProcess({
  args: ['scripts/bench/hello-server.mjs', String(BARE_PORT)],
  env: {},
  readyUrl: `http://127.0.0.1:${BARE_PORT}/`,
  logFile: path.join(os.tmpdir(), `bench-bare-${process.pid}.log`),
});
let api;
const results = new Map();
const userRoute = `GET /api/user.php (${DEMO.email})`;
const loadBefore = loadAverage();
try {
  api = await startApi({
    port: API_PORT,
    profiles: Number(process.env.SEED_PROFILES ?? 2000),
    extraArgs: process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
  });
  const cookie = await loginDemo(base);
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  results.set('bare Fastify GET /', await measure({ url: bareUrl }, bare.child.pid));
  results.set(
    userRoute,
    await measure({ url: `${base}/api/user.php`, headers: { cookie } }, api.child.pid),
  );
  results.set('GET /api/health', await measure({ url: `${base}/api/health` }, api.child.pid));
  results.set(
    'GET /api/settings.php',
    await measure({ url: `${base}/api/settings.php` }, api.child.pid),
  );
} finally {
  await api?.stop();
  await bare.stop();
}

const bareResult = results.get('bare Fastify GET /');
console.log(
  `\n${SECONDS} s per route, 20 connections, after ${WARM_UP_SECONDS} s of warm-up; ` +
    `${os.cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} before, ` +
    `${loadAverage()} after\n`,
);
const cpuOf = (r) => (r.cpuUs === null ? '-' : Math.round(r.cpuUs));
table([
  ['route', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'server CPU µs/req', 'CPU × bare'],
  ...[...results].map(([name, r]) => [
    name,
    Math.round(r.rps).toLocaleString('en'),
    r.p50,
    r.p99,
    `${((r.rps / bareResult.rps) * 100).toFixed(1)}%`,
    cpuOf(r),
    r.cpuUs === null || bareResult.cpuUs === null
      ? '-'
      : `${(r.cpuUs / bareResult.cpuUs).toFixed(2)}×`,
  ]),
]);
const userShare = results.get(userRoute).rps / bareResult.rps;
const met = userShare >= USER_GOAL;
console.log(
  `\nThe logged-in user.php reaches ${(userShare * 100).toFixed(1)}% of the bare figure ` +
    `(goal: at least ${USER_GOAL * 100}%): ${met ? 'met' : 'NOT MET'}. Other load on the ` +
    `machine holds the bare server back too: compare ratios within one run only.`,
);
if (!met) process.exitCode = 1;
