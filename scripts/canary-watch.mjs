// A canary that watches itself (docs/decisions/0175): `release.mjs <remote> --canary 10 --auto`
// and `release.mjs --watch <remote>` compare the canary's front-end error rate with the stable
// release's over a window, step by step (e.g. 10 %, 50 %, 100 %), and promote or roll back
// without anyone looking, saying why with the figures.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  promote,
  readRegistry,
  rollback,
  setCanaryShare,
  withRegistryLock,
} from './deployment.mjs';

/** Fewer errors than this never roll a canary back: one broken browser is no verdict. */
export const MIN_ERRORS = 3;
/** Fewer pages than this in a window say nothing about a canary: it stays where it is. */
export const MIN_PAGES = 20;

const LINE = /^(\w+)\{([^}]*)\}\s+([0-9.eE+-]+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * A remote's pages and errors per version, from Prometheus's text format (one instance's
 * /metrics, or several summed).
 */
export function releaseFigures(text, remote) {
  const figures = new Map();
  const of = (version) => {
    if (!figures.has(version)) figures.set(version, { pages: 0, errors: 0 });
    return figures.get(version);
  };
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const [, name, labelText, value] = match;
    if (name !== 'frontend_release_pages_total' && name !== 'client_errors_total') continue;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map((m) => [m[1], m[2]]));
    if (labels.remote !== remote) continue;
    of(labels.version)[name === 'client_errors_total' ? 'errors' : 'pages'] += Number(value);
  }
  return figures;
}

const rate = ({ pages, errors }) => (pages > 0 ? errors / pages : 0);
const percent = (value) => `${(value * 100).toFixed(1)} %`;
const said = (figures) =>
  `${figures.errors} errors in ${figures.pages} pages (${percent(rate(figures))})`;

/**
 * The verdict on a window: `rollback` when the canary fails clearly more often than the
 * stable release (at least MIN_ERRORS, and over twice the stable rate plus one point),
 * `wait` when it had too few pages to tell, else `pass`.
 */
export function judge(canary, stable, { minPages = MIN_PAGES } = {}) {
  const figures = `canary ${said(canary)}, stable ${said(stable)}`;
  if (canary.errors >= MIN_ERRORS && rate(canary) > 2 * rate(stable) + 0.01)
    return { verdict: 'rollback', why: `${figures}: it fails more often` };
  if (canary.pages < minPages)
    return { verdict: 'wait', why: `${figures}: fewer than ${minPages} pages to judge by` };
  return { verdict: 'pass', why: `${figures}: as healthy as the stable release` };
}

async function scrape(urls, token) {
  const texts = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    }),
  );
  return texts.join('\n');
}

const since = (now, then) => ({
  pages: now.pages - (then?.pages ?? 0),
  errors: now.errors - (then?.errors ?? 0),
});
const figuresOf = (figures, version) => figures.get(version) ?? { pages: 0, errors: 0 };

/**
 * Watches `name`'s running canary through `steps` (percentages, the last 100): at each step
 * for `windowMs`, scraping every tenth of it, it rolls back as soon as the canary fails, goes
 * to the next step when a window passes, and stays (exit code 2) when the traffic was too
 * thin to judge. Returns the outcome: promoted, rolled-back, stopped or undecided.
 */
export async function watchCanary(name, { steps, windowMs, metrics, token, minPages, log }) {
  const live = async () => (await readRegistry()).remotes.find((remote) => remote.name === name);
  for (const [index, step] of steps.entries()) {
    const entry = await live();
    if (!entry?.canary) {
      log(`${name}: no canary running any more; stopped watching`);
      return 'stopped';
    }
    const { version: canaryVersion } = entry.canary;
    if (step === 100) {
      await withRegistryLock(`promotion of ${name}`, () => promote(name));
      log(`${name}: canary ${canaryVersion} passed every step`);
      return 'promoted';
    }
    if (index > 0) {
      await withRegistryLock(`canary step of ${name}`, () => setCanaryShare(name, step / 100));
      log(`${name}: canary ${canaryVersion} now at ${step} %`);
    }
    const start = releaseFigures(await scrape(metrics, token), name);
    let verdict = null;
    for (let tick = 1; tick <= 10; tick += 1) {
      await sleep(windowMs / 10);
      const now = releaseFigures(await scrape(metrics, token), name);
      const canary = since(figuresOf(now, canaryVersion), start.get(canaryVersion));
      const stable = since(figuresOf(now, entry.version), start.get(entry.version));
      verdict = judge(canary, stable, { minPages });
      // A failing canary is rolled back at once; a healthy one waits out its window.
      if (verdict.verdict === 'rollback') break;
    }
    if (verdict.verdict === 'rollback') {
      if ((await live())?.canary?.version !== canaryVersion) return 'stopped';
      await withRegistryLock(`rollback of ${name}`, () => rollback(name));
      log(`${name}: canary ${canaryVersion} rolled back at ${step} %: ${verdict.why}`);
      return 'rolled-back';
    }
    if (verdict.verdict === 'wait') {
      log(
        `${name}: canary ${canaryVersion} stays at ${step} %: ${verdict.why}; watch again with --watch`,
      );
      return 'undecided';
    }
    log(`${name}: canary ${canaryVersion} at ${step} %: ${verdict.why}`);
  }
  return 'undecided';
}

/** `--window 10m`, `90s` or milliseconds: how long each step of a watched canary lasts. */
function durationMs(text) {
  const match = /^(\d+)(ms|s|m)?$/.exec(text ?? '');
  if (!match) throw new Error(`--window takes a duration such as 10m, 90s or 5000ms (got ${text})`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] ?? 'ms'];
}

/** What watching a canary needs: its steps, window, where the metrics are, how many pages. */
export function watchOptions(args, firstStep) {
  const value = (option) => (args.includes(option) ? args[args.indexOf(option) + 1] : undefined);
  const steps = (value('--steps') ?? `${firstStep ?? ''},100`)
    .split(',')
    .filter(Boolean)
    .map(Number);
  const ascending = steps.every((step, i) => i === 0 || step > (steps[i - 1] ?? 0));
  if (
    !steps.every((step) => Number.isInteger(step) && step >= 1 && step <= 100) ||
    !ascending ||
    steps.at(-1) !== 100
  )
    throw new Error('--steps takes rising percentages that end at 100 (e.g. --steps 1,10,50,100)');
  if (firstStep !== undefined && steps[0] !== firstStep)
    throw new Error(`--steps starts where the canary does: ${firstStep}`);
  return {
    steps,
    windowMs: durationMs(value('--window') ?? '10m'),
    metrics: (value('--metrics') ?? `http://127.0.0.1:${process.env.PORT ?? 8080}/metrics`).split(
      ',',
    ),
    token: process.env.METRICS_TOKEN,
    minPages: Number(value('--min-pages') ?? MIN_PAGES),
    log: (line) => console.log(line),
  };
}
