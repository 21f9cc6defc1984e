// The API a dev loop runs against (decision 0177): whether one answers on the app's address
// and honours development overrides, and starting one as `npm start` does when none answers.
import { spawn } from 'node:child_process';
import { ROOT } from '../packages.mjs';

/** The API's switch between a release and a dev server (api/src/modules/frontend). */
export const OVERRIDE_PATH = '/__dev/override';

/**
 * What the API at `base` says about overrides: `on`, `off` (it answers, without
 * DEV_OVERRIDES=true or in production) or `down` (nothing answers).
 */
export async function overrideStatus(base) {
  try {
    const response = await fetch(new URL(OVERRIDE_PATH, base), {
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) return 'off';
    const body = await response.json().catch(() => null);
    return body?.enabled === true ? 'on' : 'off';
  } catch {
    return 'down';
  }
}

/**
 * Starts the API the way `npm start` does (build the shell, release the remotes whose build
 * changed, run the server), with development overrides on; resolves once they answer.
 */
export async function startApi(base, { deadlineMs = 600_000 } = {}) {
  const port = new URL(base).port || '80';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: port, DEV_OVERRIDES: 'true' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const status = await overrideStatus(base);
    if (status === 'on') return child;
    if (status === 'off') {
      child.kill('SIGTERM');
      throw new Error(`the API at ${base} answers without development overrides`);
    }
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 500, 'wait'))]);
    if (code !== 'wait') throw new Error(`npm start ended (exit ${code}) before the API answered`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the API at ${base} did not answer within ${deadlineMs / 1000} s`);
    }
  }
}

/** The URL that switches this browser to the dev server, then opens the remote's page. */
export function overrideUrl(base, remote, entry, returnPath) {
  const url = new URL(OVERRIDE_PATH, base);
  url.search = new URLSearchParams({ remote, entry, return: returnPath }).toString();
  return url.href;
}
