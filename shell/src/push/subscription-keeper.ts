import { applicationServerKey, madeWithKey } from './application-server-key';
import { createSubscriptionLinker, type PushLinkEndpoint } from './link-subscription';
import type { PushRegistration } from './push-environment';
import type { ApiClient } from '@dating/shared-contracts';
import { logShellError } from '../errors/shell-log';

/**
 * The browser's push subscription and what is done with it: subscribe with the site's key,
 * renew one made with an old key, tell the server whose it is, unsubscribe. Its own chunk:
 * a browser without a subscription (every first visit) never loads it.
 */
export interface SubscriptionKeeper {
  /** Keeps the subscription the browser had, renewed when its key is old; false when lost. */
  adopt(registration: PushRegistration, found: PushSubscription): Promise<boolean>;
  /** Subscribes with the site's key; throws when the browser cannot. */
  subscribe(registration: PushRegistration): Promise<void>;
  /** Tells the server the subscription belongs to the current user (once per user). */
  linkCurrent(): Promise<void>;
  /** Unsubscribes; answers the endpoint it had. Never throws. */
  drop(): Promise<string | null>;
}

export function createSubscriptionKeeper(
  deps: { api: ApiClient; linkEndpoint: PushLinkEndpoint; publicKey: string },
  currentUserId: () => string | null,
): SubscriptionKeeper {
  const link = createSubscriptionLinker(deps.api, deps.linkEndpoint);
  let subscription: PushSubscription | null = null;
  const subscribe = (registration: PushRegistration) =>
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(deps.publicKey),
    });

  return {
    async adopt(registration, found) {
      subscription = found;
      // A subscription made with an old key gets no pushes any more: renew it quietly.
      if (!madeWithKey(found, deps.publicKey)) {
        await found.unsubscribe().catch(() => false);
        subscription = await subscribe(registration).catch((error: unknown) => {
          logShellError('[push] could not renew the subscription', error);
          return null;
        });
      }
      return subscription !== null;
    },
    async subscribe(registration) {
      subscription = await subscribe(registration);
    },
    async linkCurrent() {
      const userId = currentUserId();
      if (userId !== null && subscription) await link(userId, subscription);
    },
    async drop() {
      const current = subscription;
      subscription = null;
      await current?.unsubscribe().catch((error: unknown) => logShellError('[push] off', error));
      return current?.endpoint ?? null;
    },
  };
}
