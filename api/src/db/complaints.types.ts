import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './column.types';

/** A notice under the DSA (decision 0124): kept as filed, even when the accounts go. */
export interface ComplaintTable {
  id: Id;
  /** `KL-7F3K-9QX2`: unique, what the sender quotes. */
  reference: string;
  /** The client's key for this notice: a double submit finds the first. */
  idempotency_key: string;
  category: string;
  /** What the sender typed to locate the content. */
  target: string;
  /** The profile the target names; no foreign key, so the notice outlives the profile. */
  target_profile_id: number | null;
  /** The link the target is, when it is one (a path of this site, or a full URL of it). */
  target_url: string | null;
  explanation: string;
  email: string;
  name: string | null;
  language: string;
  /** The member who filed it, when logged in. */
  reporter_user_id: number | null;
  /** received; a moderation screen moves it on (not built yet). */
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
