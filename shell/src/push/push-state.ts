import type { BehaviorSubject } from 'rxjs';
import type { PushState } from '@dating/platform';
import type { PushEnvironment, PushRegistration } from './push-environment';

/** Whether this browser can take pushes from this site at all (if not: "not capable"). */
export const canPush = (env: PushEnvironment, publicKey: string): boolean =>
  env.serviceWorker !== null && env.notification !== null && env.hasPushManager && publicKey !== '';

/**
 * The push state, read from the browser: not capable, denied (the member
 * said no, only the browser's settings can undo it), subscribed, or unknown (may be offered).
 */
export async function detectPushState(
  env: PushEnvironment,
  publicKey: string,
  registration: PushRegistration | null,
): Promise<{ state: PushState; subscription: PushSubscription | null }> {
  if (!canPush(env, publicKey) || !registration)
    return { state: 'not-capable', subscription: null };
  if (env.notification?.permission === 'denied') return { state: 'denied', subscription: null };
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  return { state: subscription ? 'subscribed' : 'unknown', subscription };
}

/** What is known at once is said at once, so the offer never flashes on such a browser. */
export function sayKnownPushState(
  env: PushEnvironment,
  publicKey: string,
  pushState$: BehaviorSubject<PushState>,
): void {
  if (!canPush(env, publicKey)) pushState$.next('not-capable');
  else if (env.notification?.permission === 'denied') pushState$.next('denied');
}
