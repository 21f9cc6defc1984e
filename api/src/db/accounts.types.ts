import type { ColumnType } from 'kysely';
import type { NotificationPreferenceKey } from '@dating/shared-contracts/api';
import type { Id, DefaultFlag, Timestamp } from './column.types';

/** The account's own tables beyond users: sessions, tokens, throttles, preferences, push, tracking, deletions. */
/** A column per preference of NOTIFICATION_PREFERENCES (a new one needs its migration). */
export type NotificationPreferencesTable = { user_id: number } & Record<
  NotificationPreferenceKey,
  DefaultFlag
>;

export interface PushSubscriptionTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

export interface TrackingRecordTable {
  id: Id;
  user_id: number | null;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  created_at: Timestamp;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  hidden_at: Timestamp | null;
  /** What the sessions list names the session by (never the hash); decision 0118. */
  public_id: string;
  /** The browser's user agent at login, truncated; null for sessions of before. */
  user_agent: string | null;
}

/**
 * A progressive delay per account and client, and the failures of an account from anywhere
 * (keys are sha-256 hashes, so no address is kept).
 */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  next_attempt_at: Timestamp;
  updated_at: Timestamp;
}

export type TokenKind = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

export interface UserTokenTable {
  token_hash: string;
  user_id: number;
  kind: TokenKind;
  data: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/**
 * Uses of a budget (reset mails of an address, of a client) in the window that began at
 * `window_started_at`; the key is a hash, so no address or client is kept.
 */
export interface RequestBudgetTable {
  key: string;
  used: number;
  window_started_at: Timestamp;
  last_used_at: Timestamp;
}

export interface AccountDeletionTable {
  id: Id;
  user_id: number;
  reasons: string;
  comment: string | null;
  deleted_at: Timestamp;
  reactivate_until: Timestamp;
  reactivated_at: Timestamp | null;
  /** When the retention sweep erased what the account left (decision 0167); null: not yet. */
  erased_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/**
 * An explicit consent to keep a sensitive profile attribute (SENSITIVE_ATTRIBUTES): when it
 * was given and, once withdrawn, when. A new consent is a new row: the history stays.
 */
export interface MemberConsentTable {
  id: Id;
  user_id: number;
  /** The attribute the consent is for, e.g. `sexuality`. */
  purpose: string;
  /** The wording the member agreed to, by its version (`sexuality-v1`). */
  wording: string;
  given_at: Timestamp;
  withdrawn_at: Timestamp | null;
}
