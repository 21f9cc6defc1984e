// `npm run bench:api`: requests per second and p99 latency of a bare Fastify hello-world
// beside three API routes, from one run on one machine, with each route's ratio to the bare
// figure. The servers run one at a time in a child process; autocannon runs here.
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
const base = `http://127.0.0.1:${API_PORT}`;

async function measure(target, pid) {
  await load({ ...target, seconds: WARM_UP_SECONDS });
  const before = cpuSeconds(pid);
  const result = await load(target);
  const after = cpuSeconds(pid);
  const cpuUs = before === null || after === null ? null : ((after - before) / result.total) * 1e6;
  return { ...result, cpuUs };
}

const results = [];
const bare = await startProcess({
  args: ['scripts/bench/hello-server.mjs', String(BARE_PORT)],
  env: {},
  readyUrl: `http://127.0.0.1:${BARE_PORT}/`,
  logFile: path.join(os.tmpdir(), `bench-bare-${process.pid}.log`),
});
try {
  results.push([
    'bare Fastify GET /',
    await measure({ url: `http://127.0.0.1:${BARE_PORT}/` }, bare.child.pid),
  ]);
} finally {
  await bare.stop();
}

const api = await startApi({
  port: API_PORT,
  profiles: Number(process.env.SEED_PROFILES ?? 2000),
  extraArgs: process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [],
});
try {
  const cookie = await loginDemo(base);
  results.push(['GET /api/health', await measure({ url: `${base}/api/health` }, api.child.pid)]);
  results.push([
    'GET /api/settings.php',
    await measure({ url: `${base}/api/settings.php` }, api.child.pid),
  ]);
  results.push([
    `GET /api/user.php (${DEMO.email})`,
    await measure({ url: `${base}/api/user.php`, headers: { cookie } }, api.child.pid),
  ]);
} finally {
  await api.stop();
}

const bareRps = results[0][1].rps;
console.log(
  `\n${SECONDS} s per route, 20 connections, after ${WARM_UP_SECONDS} s of warm-up; ${os.cpus().length} cores\n`,
);
table([
  ['route', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'server CPU µs/req'],
  ...results.map(([name, r]) => [
    name,
    Math.round(r.rps).toLocaleString('en'),
    r.p50,
    r.p99,
    `${((r.rps / bareRps) * 100).toFixed(1)}%`,
    r.cpuUs === null ? '-' : Math.round(r.cpuUs),
  ]),
]);
const userShare = results[3][1].rps / bareRps;
console.log(
  `\nThe logged-in user.php reaches ${(userShare * 100).toFixed(1)}% of the bare figure ` +
    `(goal: at least 25%). Other load on the machine holds the bare server back too: compare ` +
    `ratios within one run only.`,
);
