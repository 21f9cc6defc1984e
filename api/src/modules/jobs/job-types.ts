import type { LiveEvent } from '@dating/shared-contracts/api';
import type { LiveControl } from '../live/live-hub';
import type { NotifyEvent } from '../notifications/notification-kinds';
import type { PushNotification, PushUrgency } from '../push/push-notification.types';
import type { MailEvent } from '../notifications/mail-event.types';

/** Every job the API runs outside a request, with its payload (kept as JSON). */
export interface JobPayloads {
  /** Sends a mail of the outbox through SMTP (the outbox row is written with the job). */
  'mail.deliver': { outboxId: number };
  /** A live event to a member's open sockets, on whichever instance holds them. */
  'live.publish': { userId: number; event: LiveEvent };
  /** Closes the live sockets of ended sessions, on whichever instance holds them. */
  'live.control': { userId: number; control: LiveControl };
  /** Makes the sizes of an uploaded photo (modules/photos/process-uploaded-image.ts). */
  'image.process': { imageId: number };
  /** Writes a member's data export zip and mails its link (modules/data-export). */
  /**
   * `siteName` only in jobs written before decision 0130 (the member's site is used now);
   * `origin`: the address the member asked on, the link's outside production (decision 0139).
   */
  'data-export.prepare': { exportId: number; siteName?: string; origin?: string };
  /** Deletes a data export and its zip once its link has expired. */
  'data-export.expire': { exportId: number };
  /** Makes the sizes of a chat image and shows it to both members (modules/chats). */
  'chat-image.process': { chatImageId: number };
  /**
   * Removes the chat images a deleted account sent: files and links. Written at deletion only
   * before decision 0167 (the retention sweep removes them once the grace period has ended);
   * kept so that such jobs still in the outbox run.
   */
  'chat-image.purge': { userId: number };
  /**
   * Erases what deleted accounts leave once their grace period has ended, and payment records
   * once kept long enough (decision 0167). Written daily by the recurring scheduler; `round`
   * and `after` (the last deletion it handled): the follow-up of a run that reached its
   * deadline, for the rest.
   */
  'retention.sweep': { round?: number; after?: number };
  /** Asks the provider about a payment and applies its status, until it is settled (modules/payments). */
  'payment.reconcile': { paymentId: number; attempt?: number };
  /** The test provider posts `id=` to a payment's webhook URL, as a provider does. */
  'payment.test-webhook': { providerPaymentId: string; url: string };
  /** The test provider settles a recurring payment (a mandate charged) by itself. */
  'payment.test-settle': { providerPaymentId: string };
  /** Hands an SMS of the outbox (kind `sms`) to the SMS gateway (modules/sms). */
  'sms.deliver': { outboxId: number };
  /** The mail provider's development stand-in posts a signed bounce or complaint (decision 0130). */
  'mail.test-event': { url: string; event: MailEvent };
  /** Refunds a recorded withdrawal at the payment provider, until it accepts (decision 0122). */
  'payment.refund': { paymentId: number };
  /** Revokes a cancelled mandate at the payment provider, until it accepts. */
  'payment.revoke-mandate': { mandateId: number };
  /** Pays back a refund finance recorded, at the provider, until it accepts (decision 0162). */
  'payment.staff-refund': { refundId: number };
  /** After a decision's undo moment: its statement of reasons and the reporter's outcome, once. */
  'moderation.tell': { decisionId: number };
  /** An appeal's outcome to its member, once. */
  'moderation.tell-appeal': { appealId: number };
  /** A paid message to a fictional profile, once its answer time has passed (decision 0164). */
  'operator.refund-unanswered': { messageId: number };
  /** A message, like or match a member may hear of by push and mail (decision 0130). */
  'notify.event': NotifyEvent;
  /**
   * A push to every browser of a member: one `push.deliver` each (modules/push). Written by
   * earlier releases only; queuePush fans out in its caller's unit of work now.
   */
  'push.notify': { userId: number; notification: PushNotification; urgency?: PushUrgency };
  /** A push to one subscription, retried on its own; 404 and 410 delete the subscription. */
  'push.deliver': { subscriptionId: number; notification: PushNotification; urgency?: PushUrgency };
}

export type JobName = keyof JobPayloads;

export interface JobOptions {
  /** Tries before the job is left failed (visible, never deleted). */
  readonly maxAttempts?: number;
  /** Not before this moment (a reminder, a delayed retry). */
  readonly runAt?: Date;
}

/** Runs one job; must be idempotent: a job may run again after a crash or a lost lock. */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { readonly [N in JobName]: JobHandler<N> };
/**
 * What to do when a job has failed for good (its last try failed), for jobs whose subject
 * must not stay half done: e.g. a photo whose sizes could not be made is rejected.
 */
export type JobGiveUpHandlers = { readonly [N in JobName]?: JobHandler<N> };

export const DEFAULT_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long, up to an hour. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 3_600_000;

export const retryDelay = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
