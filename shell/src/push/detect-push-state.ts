import type { PushState } from '@dating/platform';
import type { PushEnvironment, PushRegistration } from './push-environment';
import { canPush } from './push-state';

/**
 * The push state, read from the browser: not capable, denied (the member
 * said no, only the browser's settings can undo it), subscribed, or unknown (may be offered).
 * Only the push controller reads it, so a page without a member does not carry it.
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
