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
// e2e journeys, the scale test and the Lighthouse bench (scripts/bench/bench-lighthouse.mjs)
// launch it alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
