#!/usr/bin/env node
// Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on the pages of
// issue 14, against the built product served as in production, in Debian's Chromium.
//   npm run build && npm run bench:lighthouse
// Prints performance, LCP, CLS, TBT and FCP per page and exits 1 when a target is missed:
// performance >= 90, LCP <= 2.0 s, CLS <= 0.05 (docs/decisions/0124).
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and the median run by performance
// counts, as Lighthouse advises for its variability; every run's score is printed beside it.
// LIGHTHOUSE_PAGES (comma-separated paths) and CHROMIUM_PATH change what and with what.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from '../../e2e/paths.mjs';
import { ROOT, startApi } from './bench-lib.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/landers/video,/pages/terms').split(',');
const TARGETS = { performance: 90, lcpMs: 2000, cls: 0.05 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// LIGHTHOUSE_DETAIL=1 also prints, for the median run, where the main thread's time went:
// the long tasks (simulated) and each script's evaluation and parse time.
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

function detailOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return [
    ...items('long-tasks').map(
      (task) =>
        `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${shortUrl(task.url)}`,
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

async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
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
    result.performance < TARGETS.performance && `performance ${result.performance} < 90`,
    !(result.lcpMs <= TARGETS.lcpMs) && `LCP ${(result.lcpMs / 1000).toFixed(2)} s > 2.0 s`,
    !(result.cls <= TARGETS.cls) && `CLS ${result.cls.toFixed(3)} > 0.05`,
  ].filter(Boolean);

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
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${port}${page}`;
      await fetch(url); // a release's first render compiles its code: not what a visitor waits for
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART): that run is taken again once.
        const result = await measure(url, chrome.port);
        runs.push(result.error ? await measure(url, chrome.port) : result);
      }
      rows.push({ page, ...medianRun(runs) });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  console.log(`median of ${RUNS} runs per page`);
  console.log(
    'page                 perf   LCP s   CLS     TBT ms  FCP s   runs            LCP element',
  );
  let failed = false;
  for (const row of rows) {
    const problems = row.error ? [row.error] : missed(row);
    failed ||= problems.length > 0;
    console.log(
      [
        row.page.padEnd(20),
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
