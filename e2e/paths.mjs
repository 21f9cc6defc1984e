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
