import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_OUTPUT_DIR, E2E_PORT } from './paths.mjs';

export default defineConfig({
  testDir: './tests',
  // The release tests switch the live registry: one worker keeps the runs apart.
  workers: 1,
  fullyParallel: false,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
