import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// Two e2e runs side by side need their own port and their own working folder.
const work = process.env.E2E_WORK_DIR ? path.resolve(process.env.E2E_WORK_DIR) : here;
export const E2E_DEPLOY_DIR = path.join(work, '.deploy');
export const E2E_DATA_DIR = path.join(work, '.data');
export const E2E_OUTPUT_DIR = path.join(work, 'test-results');
export const E2E_FIXTURES_DIR = path.join(here, 'fixtures');

// Debian's Chromium: test tools cannot download browsers here (../shared/TOOLCHAIN.md). The
// e2e journeys and the scale test take its headless shell where it is installed (Debian's
// chromium-headless-shell, the same engine without the browser's window layer, as Playwright
// itself uses for headless runs): the journeys took a third less CPU and a fifth less time
// with it. Without it they launch the browser. The Lighthouse bench measures with the browser
// (CHROMIUM_BROWSER_PATH). CHROMIUM_PATH chooses another for all of them.
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_BROWSER_PATH);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
