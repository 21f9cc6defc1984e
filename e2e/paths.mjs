import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DEPLOY_DIR = path.join(here, '.deploy');
export const E2E_DATA_DIR = path.join(here, '.data');
export const E2E_FIXTURES_DIR = path.join(here, 'fixtures');
