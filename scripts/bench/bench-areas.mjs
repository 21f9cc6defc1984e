#!/usr/bin/env node
// Entering an area not visited yet, from click to content, in Chromium at 150 ms round trip
// and 1.6 Mbit/s (docs/decisions/0176): the built product served as in production.
//   npm run build && npm run bench:areas
// A member enters the chats from /members, a visitor the login, AREA_RUNS times each (default
// 5), the median and every run printed:
// - "no prefetch": the fetches ahead blocked, so the click starts the waterfall of entry,
//   module and texts (how every area was entered before);
// - "page rested": the page rested after its load, so its navigation's areas came ahead;
// - "hover 250 ms": a visitor points at the link a quarter second, then clicks at once.
// Exits 1 when entering after the page rested takes over 200 ms (the median).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from '../../e2e/paths.mjs';
import { ROOT, benchPort, releaseIntoTempDeploy, loginDemo, startApi } from './bench-lib.mjs';

const RUNS = Math.max(1, Number(process.env.AREA_RUNS ?? 5));
const TARGET_MS = 200;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One entry: a fresh browser context, the page loaded, then the click timed to the heading. */
async function enter(browser, base, { cookie, blockPrefetch, idleMs, hoverMs, link, heading }) {
  const context = await browser.newContext({ baseURL: base });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    // A returning visitor: the site-entry warning is not what this measures.
    await context.addCookies([
      { name: 'site_entry_accepted', value: String(Date.now()), url: base },
    ]);
    const page = await context.newPage();
    if (blockPrefetch) {
      await page.route('**/remotes/**', (route) =>
        /prefetch/.test(route.request().headers()['sec-purpose'] ?? '')
          ? route.abort()
          : route.fallback(),
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto('/members', { waitUntil: 'load' });
    await page.locator('#ssr').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Leden zoeken' }).waitFor();
    await page.waitForTimeout(idleMs);
    const target = page.locator(`a[href="${link}"]`).first();
    if (hoverMs) {
      await target.hover();
      await page.waitForTimeout(hoverMs);
    }
    const started = performance.now();
    await target.click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
    throw new Error('no build: run npm run build first');
  const port = benchPort(40);
  const base = `http://127.0.0.1:${port}`;
  const deployDir = releaseIntoTempDeploy('areas-deploy-');
  const server = await startApi({
    port,
    profiles: 200,
    extraEnv: { SHELL_DIST: path.join(ROOT, 'shell', 'dist'), DEPLOY_DIR: deployDir },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BROWSER_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    const cookie = await loginDemo(base);
    // The page rests REST_MS (3 s) after its load before its navigation's areas come ahead.
    const rested = 5000;
    const member = { cookie, link: '/chats', heading: 'Berichten' };
    const visitor = { link: '/login', heading: 'Inloggen' };
    const cases = [
      ['member, no prefetch', { ...member, blockPrefetch: true, idleMs: rested }],
      ['member, page rested', { ...member, idleMs: rested }],
      ['visitor, no prefetch', { ...visitor, blockPrefetch: true, idleMs: rested }],
      ['visitor, page rested', { ...visitor, idleMs: rested }],
      ['visitor, hover 250 ms', { ...visitor, idleMs: 0, hoverMs: 250 }],
    ];
    for (const [name, options] of cases) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await enter(browser, base, options));
      rows.push({ name, median: median(runs), runs });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  console.log(
    `entering an area not visited yet, click to heading (150 ms RTT, 1.6 Mbit/s; ${RUNS} runs; load ${os.loadavg()[0].toFixed(2)}):`,
  );
  for (const row of rows) {
    const runs = row.runs.map((ms) => Math.round(ms)).join(' ');
    console.log(
      `  ${row.name.padEnd(22)} median ${String(Math.round(row.median)).padStart(5)} ms   runs ${runs}`,
    );
  }
  const slow = rows.filter((row) => row.name.endsWith('rested') && row.median > TARGET_MS);
  if (slow.length) {
    console.log(
      `over ${TARGET_MS} ms with the files fetched ahead: ${slow.map((row) => row.name).join(', ')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
