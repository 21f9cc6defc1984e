import type { ColumnType } from 'kysely';
import type { DefaultFlag, Flag, Id, Timestamp } from './column.types';

/** Tables of the members area beyond profiles and likes: gifts, reports, partner tiles, the swipe game. */
export interface GiftTable {
  id: Id;
  /** The name key the front end translates (gifts.<slug>) and draws an icon for. */
  slug: string;
  position: number;
  active: DefaultFlag;
}

/** One gift sent, by the sender's nonce: a repeated request answers what the first one did. */
export interface GiftSendTable {
  id: Id;
  sender_user_id: number;
  nonce: string;
  profile_id: number;
  gift_id: number;
  /** Null only inside the transaction that claimed the nonce. */
  conversation_id: number | null;
  message_id: number | null;
  cost: number | null;
  credits_after: number | null;
  created_at: Timestamp;
}

/** A member's report of a profile, for moderation; one open report per reporter and profile. */
export interface ReportTable {
  id: Id;
  reporter_profile_id: number;
  profile_id: number;
  reason: string;
  text: string | null;
  status: 'open' | 'closed';
  created_at: Timestamp;
  closed_at: Timestamp | null;
  /** Set for a report from a chat (decision 0119): the conversation, and the message if one. */
  conversation_id: ColumnType<number | null, number | null | undefined, number | null>;
  message_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An image sent in a chat: private files, served only to the conversation's two members. */
export interface ChatImageTable {
  id: Id;
  uploader_profile_id: number;
  filename: string;
  thumb_filename: string;
  /** `removed`: its sender deleted the account and its files are gone (decision 0120). */
  status: 'processing' | 'active' | 'rejected' | 'removed';
  created_at: Timestamp;
  /** A small blurred preview, shown before the receiver chooses to see it; null for old images. */
  blur_filename: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A partner's profile shown as a tile where `member_resell` is on (decision 0115). */
export interface CamProfileTable {
  id: Id;
  kind: 'cam' | 'resell';
  name: string;
  country: string;
  /** A media store key, served under /media/ like the photos. */
  image_key: string;
  link_url: string;
  position: DefaultFlag;
  active: DefaultFlag;
}

/** One member's swipe-game likes in the window ending at `resets_at` (decision 0113). */
export interface SwipeAllowanceTable {
  profile_id: number;
  time_zone: string;
  time_zone_set_at: Timestamp;
  used: number;
  resets_at: Timestamp;
}

/** pass: passed in the swipe game (never shown again); skip: skipped in the match finder. */
export interface MemberPassTable {
  profile_id: number;
  target_profile_id: number;
  kind: 'pass' | 'skip';
  created_at: Timestamp;
}

/** A member's own safety choices; no row: the defaults (all off, no hidden words). */
export interface MemberSafetyTable {
  user_id: number;
  /** Images from matches show at once; from anyone else they stay blurred until chosen. */
  show_match_images: Flag;
  /** Fictional profiles are left out of the member's search and swipe game. */
  hide_fictional: Flag;
  /** JSON array of lower-case words; likes and first messages with one go to the hidden folder. */
  hidden_words: string;
  updated_at: Timestamp;
}

/**
 * A verification request: `selfie` (drawn, then open with its selfie, then decided) or
 * `main_photo` (a verified member's new main photo, the badge paused until it is decided).
 * The selfie's file and key are deleted once it is decided.
 */
export interface VerificationRequestTable {
  id: Id;
  profile_id: number;
  kind: 'selfie' | 'main_photo';
  status: 'drawn' | 'open' | 'approved' | 'refused';
  pose: string | null;
  selfie_key: string | null;
  /** The main photo to look at (main_photo). */
  image_id: number | null;
  reason: string | null;
  staff_id: number | null;
  created_at: Timestamp;
  /** When it was sent to the moderators (the selfie uploaded, the main photo changed). */
  submitted_at: Timestamp | null;
  decided_at: Timestamp | null;
}
