#!/usr/bin/env node
// Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on the visitor pages of
// issue 14 and on the pages a logged-in member uses most, against the built product served as in
// production, in Debian's Chromium.
//   npm run build && npm run bench:lighthouse
// Prints performance, LCP, CLS, TBT and FCP per page and exits 1 when a target is missed:
// a visitor page performance >= 95, a member page >= 90; LCP <= 2.0 s and CLS <= 0.05 on every
// page (docs/decisions/0124). Member pages (/members, /chats/<the demo member's first
// conversation>, /credits) are measured with the demo member's session cookie.
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and the median run by performance
// counts, as Lighthouse advises for its variability; every run's score is printed beside it.
// Lighthouse's 4x slowdown multiplies the host's own speed, so the CPU µs a bare Fastify
// hello-world takes per request here is printed beside the table: the machine's speed that day.
// LIGHTHOUSE_PAGES and LIGHTHOUSE_MEMBER_PAGES (comma-separated paths; empty for none) and
// CHROMIUM_PATH change what and with what.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from '../../e2e/paths.mjs';
import { ROOT, cpuSeconds, load, loginDemo, startApi, startProcess } from './bench-lib.mjs';

const pathsOf = (value) => value.split(',').filter(Boolean);
const PAGES = pathsOf(process.env.LIGHTHOUSE_PAGES ?? '/,/landers/video,/pages/terms');
const MEMBER_PAGES = pathsOf(
  process.env.LIGHTHOUSE_MEMBER_PAGES ?? '/members,/chats/{conversation},/credits',
);
const TARGETS = { visitor: 95, member: 90, lcpMs: 2000, cls: 0.05 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// LIGHTHOUSE_DETAIL=1 also prints, for the median run, where the main thread's time went:
// the long tasks (simulated), each layout shift with its element, the main thread's time by
// kind of work, and each script's evaluation and parse time.
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

function detailOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return [
    ...items('long-tasks').map(
      (task) =>
        `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${shortUrl(task.url)}`,
    ),
    ...items('layout-shifts').map(
      (shift) =>
        `  layout shift ${Number(shift.score).toFixed(3)}  ${String(shift.node?.snippet ?? '').slice(0, 120)}`,
    ),
    ...items('mainthread-work-breakdown').map(
      (group) => `  main thread: ${group.groupLabel} ${Math.round(group.duration)} ms`,
    ),
    ...items('bootup-time').map(
      (script) =>
        `  script ${shortUrl(script.url)}: ${Math.round(script.scripting)} ms scripting, ${Math.round(script.scriptParseCompile)} ms parse`,
    ),
  ];
}

/**
 * The median run by performance score (the lower middle one for an even count), of the runs
 * Lighthouse could score: one it could not record (perf 0, with an error) says nothing of the
 * page. When none could be scored, the page's row is that failure.
 */
function medianRun(runs) {
  const scored = runs.filter((run) => !run.error);
  const sorted = [...(scored.length ? scored : runs)].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    scores: runs.map((run) => run.performance),
    // A run Lighthouse could not score (perf 0) says why.
    runErrors: runs.map((run) => run.error).filter(Boolean),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Every remote released into a fresh deployment, from dist/ where the build is fresh. */
function deploy(dir) {
  execFileSync(process.execPath, ['scripts/release.mjs', '--all', '--from-dist'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEPLOY_DIR: dir },
  });
}

async function measure(url, port, cookie) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A member's page: the session on every request (Lighthouse resets storage, not headers).
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    error: lhr.runtimeError?.message,
    detail: DETAIL ? detailOf(lhr) : null,
  };
}

const missed = (result) =>
  [
    result.performance < result.target && `performance ${result.performance} < ${result.target}`,
    !(result.lcpMs <= TARGETS.lcpMs) && `LCP ${(result.lcpMs / 1000).toFixed(2)} s > 2.0 s`,
    !(result.cls <= TARGETS.cls) && `CLS ${result.cls.toFixed(3)} > 0.05`,
  ].filter(Boolean);

/** CPU µs per request of a bare Fastify hello-world here now (bench:api's reference). */
async function bareFastifyUs() {
  const port = await freePort();
  const bare = await startProcess({
    args: ['scripts/bench/hello-server.mjs', String(port)],
    env: {},
    readyUrl: `http://127.0.0.1:${port}/`,
    logFile: path.join(os.tmpdir(), `lighthouse-bare-${process.pid}.log`),
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await load({ url, seconds: 1 });
    const before = cpuSeconds(bare.child.pid);
    const result = await load({ url, seconds: 3 });
    const after = cpuSeconds(bare.child.pid);
    return before === null || after === null ? null : ((after - before) / result.total) * 1e6;
  } finally {
    await bare.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
    throw new Error('no build: run npm run build first');
  const port = await freePort();
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-deploy-'));
  deploy(deployDir);
  const server = await startApi({
    port,
    profiles: 200,
    extraEnv: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      DEPLOY_DIR: deployDir,
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_BROWSER_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const pages = PAGES.map((page) => ({ page, target: TARGETS.visitor, cookie: null }));
    if (MEMBER_PAGES.length) {
      const session = await loginDemo(base);
      const chats = await fetch(`${base}/api/chats.php`, { headers: { cookie: session } });
      const conversation = (await chats.json()).chats?.[0]?.conversation.id;
      if (!conversation) throw new Error('the demo member has no conversation to measure');
      // A returning member: the site-entry warning was accepted on an earlier visit.
      const cookie = `${session}; site_entry_accepted=${Date.now()}`;
      for (const page of MEMBER_PAGES)
        pages.push({
          page: page.replace('{conversation}', String(conversation)),
          target: TARGETS.member,
          cookie,
        });
    }
    for (const { page, target, cookie } of pages) {
      const url = `${base}${page}`;
      // A release's first render compiles its code: not what a visitor waits for.
      await fetch(url, { headers: cookie ? { cookie } : {} });
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART): that run is taken again once.
        const result = await measure(url, chrome.port, cookie);
        runs.push(result.error ? await measure(url, chrome.port, cookie) : result);
      }
      rows.push({ page, target, member: Boolean(cookie), ...medianRun(runs) });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  const bareUs = await bareFastifyUs();
  console.log(
    `median of ${RUNS} runs per page; this machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}, ` +
      `a bare Fastify request ${bareUs === null ? '?' : bareUs.toFixed(1)} µs of CPU`,
  );
  console.log(
    'page                 perf   LCP s   CLS     TBT ms  FCP s   runs            LCP element',
  );
  let failed = false;
  for (const row of rows) {
    const problems = row.error ? [row.error] : missed(row);
    failed ||= problems.length > 0;
    console.log(
      [
        `${row.page}${row.member ? ' (member)' : ''}`.padEnd(20),
        String(row.performance).padStart(4),
        (row.lcpMs / 1000).toFixed(2).padStart(7),
        row.cls.toFixed(3).padStart(7),
        Math.round(row.tbtMs).toString().padStart(8),
        (row.fcpMs / 1000).toFixed(2).padStart(7),
        `  ${row.scores.join(',')}`.padEnd(17),
        `  ${(row.lcpElement ?? '').slice(0, 60)}`,
        problems.length ? `  MISSED: ${problems.join(', ')}` : '',
      ].join(' '),
    );
    for (const error of row.runErrors) console.log(`  a run failed: ${error}`);
    for (const line of row.detail ?? []) console.log(line);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
