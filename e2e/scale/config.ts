import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';
import { BALANCER_URL, RUN_DIR } from './ports';

/**
 * `npm run test:scale`: two API instances behind HAProxy, on PostgreSQL, Redis and the S3 and
 * SMTP stand-ins (global-setup.ts starts them all), driven by Chromium through the balancer.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'scale.spec.ts',
  globalSetup: './global-setup.ts',
  // One stack, one browser: the steps kill an instance and count mails and rate limits.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `${RUN_DIR}/test-results`,
  // The journeys' browser (Debian's Chromium, Dutch, traces on failure), at the balancer.
  use: { ...journeys.use, baseURL: BALANCER_URL },
});
