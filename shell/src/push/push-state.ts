import type { BehaviorSubject } from 'rxjs';
import type { PushState } from '@dating/platform';
import type { PushEnvironment } from './push-environment';

/** Whether this browser can take pushes from this site at all (if not: "not capable"). */
export const canPush = (env: PushEnvironment, publicKey: string): boolean =>
  env.serviceWorker !== null && env.notification !== null && env.hasPushManager && publicKey !== '';

/** What is known at once is said at once, so the offer never flashes on such a browser. */
export function sayKnownPushState(
  env: PushEnvironment,
  publicKey: string,
  pushState$: BehaviorSubject<PushState>,
): void {
  if (!canPush(env, publicKey)) pushState$.next('not-capable');
  else if (env.notification?.permission === 'denied') pushState$.next('denied');
}
