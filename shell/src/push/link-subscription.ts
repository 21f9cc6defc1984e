import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  type endpoints,
  type PushSubscriptionBody,
} from '@dating/shared-contracts/api';
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

/** POST /api/user.php?push=1, handed in so that a lazy chunk does not carry the API's registry. */
export type PushLinkEndpoint = typeof endpoints.user.loginOrPush;

/**
 * Tells the server which user a subscription belongs to, once per user and subscription in
 * a page's life: at boot, at login and right after subscribing. A failure is logged and
 * tried again at the next occasion.
 */
export function createSubscriptionLinker(api: ApiClient, endpoint: PushLinkEndpoint) {
  let linked: string | null = null;
  return async function link(userId: string, subscription: PushSubscription): Promise<boolean> {
    const key = `${userId} ${subscription.endpoint}`;
    if (linked === key) return true;
    linked = key;
    try {
      await callEndpoint(api, endpoint, {
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
