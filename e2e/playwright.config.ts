import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_OUTPUT_DIR, E2E_PORT } from './paths.mjs';

export default defineConfig({
  testDir: './tests',
  // The release tests switch the live registry: one worker keeps the runs apart.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
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
