import type { FastifyBaseLogger } from 'fastify';
// web-push is CommonJS whose exports Node's ESM loader cannot name: take the default.
import webPush from 'web-push';
import type { Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { PushNotification, PushUrgency } from './push-notification.types';
import type { VapidSettings } from './vapid-keys';
import { PushDeliveryRepository } from './push-delivery.repository';

export type { PushNotification, PushUrgency } from './push-notification.types';

/** A push not delivered within a day is stale: the push service drops it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The VAPID JWT is valid this long (at most 24 h, RFC 8292). */
export const VAPID_JWT_SECONDS = 12 * 60 * 60;
/** A push service that does not answer within this is a network error (retried). */
export const PUSH_TIMEOUT_MS = 10_000;

/** RFC 8030 topics: at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Enqueues a push to every browser of the member in the caller's unit of work: one
 * `push.deliver` per subscription, so that each browser's push service is retried on its
 * own. The subscriptions are read in that unit, not by a job of their own: a member without
 * one (most, and every chat message to them) costs one read and no job.
 */
export async function queuePush(
  tx: Tx,
  userId: number,
  notification: PushNotification,
  urgency?: PushUrgency,
): Promise<void> {
  const ids = await new PushDeliveryRepository(tx.db).subscriptionIds(userId);
  for (const subscriptionId of ids) {
    await tx.enqueue('push.deliver', {
      subscriptionId,
      notification,
      ...(urgency ? { urgency } : {}),
    });
  }
}

/**
 * web-push takes an https: or mailto: contact only; a development PUBLIC_URL (http, or
 * localhost, which web-push warns about) becomes a mailto: address on its host.
 */
export function vapidSubject(subject: string): string {
  const url = new URL(subject);
  if (url.protocol === 'mailto:') return subject;
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return subject;
  return `mailto:no-reply@${url.hostname === 'localhost' ? 'localhost.invalid' : url.hostname}`;
}

interface PushSenderDeps {
  readonly db: Db;
  readonly unitOfWork: UnitOfWork;
  readonly vapid: VapidSettings;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/**
 * Web push (decision 0130): queuePush fans out to one `push.deliver` per subscription, so
 * that each browser's push service is retried on its own. web-push encrypts the body
 * and signs the VAPID JWT; the request is sent with fetch, which reaches http: endpoints
 * too (the stand-in in development) and has a timeout.
 */
export class PushSender {
  private readonly subject: string;

  constructor(private readonly deps: PushSenderDeps) {
    this.subject = vapidSubject(deps.vapid.subject);
  }

  /** A `push.notify` job an earlier release wrote: the fan-out queuePush now does itself. */
  async notify(payload: {
    userId: number;
    notification: PushNotification;
    urgency?: PushUrgency;
  }): Promise<void> {
    const { userId, notification, urgency } = payload;
    // One transaction: a fan-out that failed halfway enqueued nothing and is tried again.
    await this.deps.unitOfWork.run((tx) => queuePush(tx, userId, notification, urgency));
  }

  /**
   * One push to one subscription. Throws on 429, 5xx and network errors (the job is
   * retried); 404 and 410 mean the subscription is gone: its row is deleted. Any other
   * answer is the push service refusing this push for good: logged, not retried.
   */
  async deliver(payload: {
    subscriptionId: number;
    notification: PushNotification;
    urgency?: PushUrgency;
  }): Promise<void> {
    const { db, log } = this.deps;
    const repo = new PushDeliveryRepository(db);
    const subscription = await repo.subscription(payload.subscriptionId);
    // Unsubscribed or deleted (with its member) since the push was queued.
    if (!subscription) return;
    const request = this.request(subscription, payload.notification, payload.urgency);
    const response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300) return;
    if (response.status === 404 || response.status === 410) {
      // Only this endpoint: a browser that subscribed again meanwhile has a new row.
      await repo.deleteGone(payload.subscriptionId, subscription.endpoint);
      return;
    }
    if (response.status === 429 || response.status >= 500) {
      throw new Error(`push service answered ${response.status}: ${text.slice(0, 200)}`);
    }
    log.warn(
      { subscriptionId: payload.subscriptionId, status: response.status, body: text.slice(0, 200) },
      'push refused by the push service',
    );
  }

  /** Headers and encrypted body of a push, signed with the app's clock. */
  request(
    subscription: { endpoint: string; p256dh: string; auth: string },
    notification: PushNotification,
    urgency: PushUrgency = 'normal',
  ): { headers: Record<string, string>; body: Buffer } {
    const { vapid, now } = this.deps;
    const endpoint = new URL(subscription.endpoint);
    const expiration = Math.floor(now().getTime() / 1000) + VAPID_JWT_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(
      endpoint.origin,
      this.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    const details = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(notification),
      {
        TTL: PUSH_TTL_SECONDS,
        urgency,
        contentEncoding: 'aes128gcm',
        // The JWT is signed above, with the app's clock (web-push would read the machine's);
        // null, not undefined, so that no global VAPID details sneak in (its types omit it).
        vapidDetails: null as unknown as undefined,
        ...(notification.tag && TOPIC.test(notification.tag) ? { topic: notification.tag } : {}),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    );
    // fetch sets the length itself.
    delete headers['Content-Length'];
    return { headers: { ...headers, Authorization }, body: details.body };
  }
}
