// The push service worker, served at /sw.js with scope / (docs/decisions/0006-push.md).
// It only handles push: no fetch handler, so it never stands between the page and the network.
import { NEW_PUSH_MESSAGE, PUSH_CLICK, type WorkerMessage } from '../worker-messages';
import { clickTarget, loginStateFrom, pickWindow, type LoginState } from './click-target';
import { parsePushPayload } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

const USER_CALL = '/api/user.php';
// The API's user calls carry this header, as the platform's api client sends them.
const USER_CALL_HEADERS = { 'X-Client-Request-Type': 'spa' };

const openWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function postToWindows(message: WorkerMessage) {
  for (const client of await openWindows()) client.postMessage(message);
}

async function loginState(): Promise<LoginState> {
  try {
    const response = await fetch(USER_CALL, {
      credentials: 'include',
      cache: 'no-store',
      headers: USER_CALL_HEADERS,
    });
    return loginStateFrom(response.status);
  } catch {
    return loginStateFrom(null);
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(
    event.data?.text(),
    self.location.hostname.replace(/^www\./, ''),
  );
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: payload.icon,
        badge: '/icons/badge-96.png',
        ...(payload.tag ? { tag: payload.tag } : {}),
        data: { checkUrl: payload.checkUrl, openUrl: payload.openUrl },
      }),
      postToWindows({
        type: NEW_PUSH_MESSAGE,
        title: payload.title,
        ...(payload.tag ? { tag: payload.tag } : {}),
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const urls = (event.notification.data ?? {}) as { checkUrl?: string; openUrl?: string };
  event.waitUntil(
    (async () => {
      const url = clickTarget(urls, await loginState(), self.location.origin);
      const windows = await openWindows();
      const chosen = pickWindow(windows);
      for (const client of windows) {
        client.postMessage({ type: PUSH_CLICK, url, navigate: client === chosen } as WorkerMessage);
      }
      // The chosen page navigates inside the app (no reload, decision 0006); a site
      // without an open window gets a new one.
      if (chosen) await chosen.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});

// The push service replaced the subscription: subscribe again and tell the server, so
// pushes keep arriving before the member's next visit.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
    waitUntil(promise: Promise<unknown>): void;
  };
  change.waitUntil(
    (async () => {
      const options = change.oldSubscription?.options;
      const subscription =
        change.newSubscription ??
        (options ? await self.registration.pushManager.subscribe(options) : null);
      if (!subscription) return;
      await fetch(`${USER_CALL}?push=1`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...USER_CALL_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription: subscription.toJSON() }),
      });
    })().catch(() => undefined),
  );
});
