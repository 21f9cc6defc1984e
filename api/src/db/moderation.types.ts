import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './column.types';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One piece of moderation work: a report, a notice, a pending photo or an appeal. */
export interface ModerationItemTable {
  id: Id;
  kind: 'profile_report' | 'message_report' | 'photo' | 'complaint' | 'appeal' | 'scam';
  source: 'member' | 'visitor' | 'upload' | 'appeal' | 'system';
  /** The report's reason, the notice's category, `pending_photo`, `appeal`. */
  reason: string;
  subject_profile_id: number | null;
  report_id: Nullable<number>;
  complaint_id: Nullable<number>;
  image_id: Nullable<number>;
  appeal_id: Nullable<number>;
  /** The scam signals the server noticed (risk_flags). */
  risk_flag_id: Nullable<number>;
  created_at: Timestamp;
  status: ColumnType<'open' | 'decided', 'open' | 'decided' | undefined, 'open' | 'decided'>;
  /** Who holds it, until when: a claim is a lease, renewed while the moderator works. */
  holder_staff_id: Nullable<number>;
  lease_until: Nullable<string>;
  decided_at: Nullable<string>;
}

/** A moderator's decision on an item, with what it changed. */
export interface ModerationDecisionTable {
  id: Id;
  item_id: number;
  subject_profile_id: number | null;
  action: string;
  ground: string | null;
  text: string;
  days: Nullable<number>;
  photo_id: Nullable<number>;
  /** When a suspension ends. */
  ends_at: Nullable<string>;
  automated: ColumnType<number, number | undefined, number>;
  staff_id: number;
  decided_at: Timestamp;
  undo_until: Timestamp;
  /** JSON: what the decision changed, for an undo or a reversal to restore. */
  changed: ColumnType<string, string | undefined, string>;
  undone_at: Nullable<string>;
  reversed_at: Nullable<string>;
  reversed_by_staff_id: Nullable<number>;
  /** When the member's statement of reasons and the reporter's outcome were sent. */
  told_at: Nullable<string>;
}

/** A member's appeal against a decision; another moderator upholds or reverses it. */
export interface ModerationAppealTable {
  id: Id;
  decision_id: number;
  profile_id: number;
  text: string;
  created_at: Timestamp;
  status: ColumnType<
    'open' | 'upheld' | 'reversed',
    'open' | 'upheld' | 'reversed' | undefined,
    'open' | 'upheld' | 'reversed'
  >;
  /** What the deciding moderator wrote to the member. */
  answer: Nullable<string>;
  staff_id: Nullable<number>;
  decided_at: Nullable<string>;
  /** When the member was told the outcome. */
  told_at: Nullable<string>;
}

/** What a decision keeps a member from: being found, writing, signing in. */
export interface MemberRestrictionTable {
  id: Id;
  profile_id: number;
  kind: 'hidden' | 'messaging' | 'suspended' | 'banned';
  starts_at: Timestamp;
  ends_at: Nullable<string>;
  decision_id: number;
  lifted_at: Nullable<string>;
}

/**
 * What the server noticed of a first message or a profile that scammers show (scam-signals.ts):
 * the signals, their score, and whether the message is held from its recipient until a
 * moderator decides.
 */
export interface RiskFlagTable {
  id: Id;
  profile_id: number;
  subject: 'message' | 'profile';
  conversation_id: Nullable<number>;
  message_id: Nullable<number>;
  image_id: Nullable<number>;
  score: number;
  /** JSON array of ScamSignal. */
  signals: string;
  held: ColumnType<number, number | undefined, number>;
  status: ColumnType<'open' | 'decided', 'open' | 'decided' | undefined, 'open' | 'decided'>;
  created_at: Timestamp;
  decided_at: Nullable<string>;
}
