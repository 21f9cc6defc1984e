import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpoints, type PushSubscriptionBody } from '@dating/shared-contracts/api';
import { logShellError } from '../errors/shell-log';

/** The body of POST /api/user.php?push=1: exactly the fields the API stores. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    subscription: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}

/**
 * Tells the server which user a subscription belongs to, once per user and subscription in
 * a page's life: at boot, at login and right after subscribing. A failure is logged and
 * tried again at the next occasion.
 */
export function createSubscriptionLinker(api: ApiClient) {
  let linked: string | null = null;
  return async function link(userId: string, subscription: PushSubscription): Promise<boolean> {
    const key = `${userId} ${subscription.endpoint}`;
    if (linked === key) return true;
    linked = key;
    try {
      await callEndpoint(api, endpoints.user.loginOrPush, {
        query: { push: 1 },
        body: subscriptionBody(subscription),
      });
      return true;
    } catch (error) {
      if (linked === key) linked = null;
      logShellError('[push] could not send the subscription', error);
      return false;
    }
  };
}
