// `npm run bench:paint`: what a visitor's server-painted page costs, and what painting costs the
// rest of the API. Measures painted pages one at a time (the first of each is a release's first
// render), then a cheap route while painted pages are asked for in parallel. Needs a built shell
// and released remotes: SHELL_DIST (default shell/dist) and DEPLOY_DIR (default deploy/), as
// `npm run build` and `node scripts/release.mjs --all --from-dist` leave them.
import os from 'node:os';
import path from 'node:path';
import { ROOT, SECONDS, benchPort, load, startApi, table } from './bench-lib.mjs';

const PORT = benchPort(5);
const base = `http://127.0.0.1:${PORT}`;
const PAGES = ['/pages/faq', '/landers/video', '/'];
const SERIAL = Number(process.env.BENCH_PAINTS ?? 100);
const CHEAP = '/api/health';
const PROBE = { connections: 2, overallRate: 100 };
const PAINTERS = 4;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(1);

const api = await startApi({
  port: PORT,
  profiles: 200,
  extraEnv: {
    SHELL_DIST: process.env.SHELL_DIST ?? path.join(ROOT, 'shell', 'dist'),
    DEPLOY_DIR: process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy'),
    // Long enough that a paint is measured, not dropped, on a busy machine.
    SSR_BUDGET_MS: '3000',
  },
});
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  const rows = [['page', 'first ms', 'p50 ms', 'p90 ms', 'p99 ms', 'painted']];
  for (const page of PAGES) {
    const times = [];
    let paints = 0;
    for (let i = 0; i < SERIAL; i += 1) {
      const t = performance.now();
      const body = await (await fetch(base + page)).text();
      times.push(performance.now() - t);
      if (body.includes('<div id="ssr">')) paints += 1;
    }
    const [first, ...rest] = times;
    rest.sort((a, b) => a - b);
    rows.push([
      page,
      ms(first),
      ms(quantile(rest, 0.5)),
      ms(quantile(rest, 0.9)),
      ms(quantile(rest, 0.99)),
      `${paints}/${SERIAL}`,
    ]);
  }
  table(rows);

  const alone = await load({ url: base + CHEAP, ...PROBE });
  const painters = load({ url: base + PAGES[0], connections: PAINTERS });
  const beside = await load({ url: base + CHEAP, ...PROBE });
  const pages = await painters;
  console.log(
    `\n${CHEAP} alone and while ${PAINTERS} connections ask for ${PAGES[0]} (${SECONDS} s):`,
  );
  table([
    ['run', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
    [`${CHEAP} alone`, alone.total, alone.p50, alone.p99, alone.max],
    [`${CHEAP} beside pages`, beside.total, beside.p50, beside.p99, beside.max],
    [`${PAGES[0]} (${pages.rps.toFixed(1)}/s)`, pages.total, pages.p50, pages.p99, pages.max],
  ]);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await api.stop();
}
