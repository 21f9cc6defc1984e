import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './column.types';

/** What was sent to a member for a period (decision 0130): one row per member, kind and period. */
export interface NotificationLogTable {
  id: Id;
  user_id: number;
  /** new_message, unread_reminder, weekly_update, ... */
  kind: string;
  /** The period the row covers, e.g. `2026-11-28`, `2026-W48`, `chat:12:2026-11-28T03`. */
  period: string;
  created_at: Timestamp;
}

/** A bounce or spam complaint the mail provider reported, once per provider event. */
export interface MailEventTable {
  id: Id;
  event_id: string;
  type: 'bounce' | 'complaint';
  address: string;
  user_id: number | null;
  /** JSON: what else the provider said (bounce type, diagnostic). */
  detail: string | null;
  created_at: Timestamp;
}

/** A subscription the built-in push service stand-in issued, with the keys a browser keeps. */
export interface TestPushSubscriptionTable {
  id: string;
  /** base64url uncompressed P-256 point (the subscription's p256dh). */
  public_key: string;
  /** base64url P-256 private key: the stand-in decrypts with it, as a browser would. */
  private_key: string;
  /** base64url 16-byte auth secret. */
  auth: string;
  /** What the stand-in answers a push: `created` (201), `gone` (410), `not_found` (404), `error` (500). */
  answer: ColumnType<PushStandInAnswer, PushStandInAnswer | undefined, PushStandInAnswer>;
  created_at: Timestamp;
}
export type PushStandInAnswer = 'created' | 'gone' | 'not_found' | 'error';

/** A push the stand-in received, decrypted. */
export interface TestPushMessageTable {
  id: Id;
  subscription_id: string;
  payload: string;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  received_at: Timestamp;
}
