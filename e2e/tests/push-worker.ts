import type { CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from '../paths.mjs';

/**
 * For `test.use` in a file whose journeys use web push: in the headless shell the journeys run
 * in (e2e/paths.mjs) the notification permission stays "denied" whatever the test grants, so
 * the page offers no push and a service worker shows no notification; these run in the
 * browser.
 */
export const inTheBrowser = {
  launchOptions: { executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_ARGS },
};

/**
 * How long a journey waits for a pushed notification to show: the browser starts the worker if
 * it stopped, and fetches the notification's icon and badge before it shows it. On a busy
 * machine (CI runs other tests beside the journeys) that took more than the default 10 s twice
 * in six runs.
 */
export const NOTIFICATION_SHOWN_MS = 30_000;

/** The id of the push worker's registration of this origin, as DevTools sees it. */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}
