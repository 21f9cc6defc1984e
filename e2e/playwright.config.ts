import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_OUTPUT_DIR, E2E_PORT } from './paths.mjs';

// Journeys that change what every other page sees run after the rest, one at a time: they
// release, roll back or patch remotes in the live registry (the skew journey releases the base
// commit's remotes into it), or edit the landers' data. The rest make members of their own and
// run side by side, among them those with an API process of their own (any-address) and those
// that break a remote for their own page only (isolation).
const ALONE = [
  'canary',
  // It edits a remote's source in the checkout while its dev server watches it.
  'dev-loop',
  'first-paint',
  'landers-data',
  'release',
  'route-ownership',
  'shared-exports',
  'sixth-remote',
  'skew',
].map((name) => `**/${name}.spec.ts`);

// Three journeys at a time on two cores: a journey's browser waits for the server and the
// server for the browser, so two left a third of the CPU idle (the journeys: 330 s with two,
// 282 s with three). Two when other tests share the machine (validate.mjs sets E2E_WORKERS
// when the PostgreSQL run goes beside them).
const WORKERS = Number(process.env.E2E_WORKERS) || 3;

export default defineConfig({
  testDir: './tests',
  workers: WORKERS,
  fullyParallel: false,
  projects: [
    // Each journey test makes its own members, so the tests of a file run side by side too:
    // the workers share the work test by test, not file by file (a long file was left
    // to one worker at the end).
    { name: 'journeys', testIgnore: ALONE, fullyParallel: true },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['journeys'] },
  ],
  // No retries: a journey that fails once is a defect to fix, or to quarantine under an issue
  // number in its title, never to run until it passes.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: E2E_OUTPUT_DIR,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'nl-NL',
    // No trace: recording one for every test (to keep the failures') cost the journeys a
    // fifth of their CPU, and a CI log keeps none. `--trace on` records them when asked.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node server.mjs',
    // Development overrides (decision 0177) for the dev-loop journey; inert without its cookie.
    env: { DEV_OVERRIDES: 'true' },
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
