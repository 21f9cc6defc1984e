import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './column.types';

/** A person who runs the site (decision 0160); made from the command line only. */
export interface StaffAccountTable {
  id: Id;
  email: string;
  name: string;
  password_hash: string;
  /** Base32, as the authenticator app holds it. */
  totp_secret: string;
  /** The 30-second step of the last code accepted: a code is good once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON list of StaffRole. */
  roles: string;
  created_at: Timestamp;
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What a staff member (or the command line) did, to whom and why; never changed. */
export interface StaffAuditTable {
  id: Id;
  at: Timestamp;
  /** null: the command line, run by whoever runs the servers. */
  staff_id: number | null;
  /** Who, as a person reads it: the staff member's e-mail, or `command line (user@host)`. */
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON: the ground, the text and what changed. */
  detail: ColumnType<string, string | undefined, never>;
  ip: string | null;
  request_id: string | null;
}

/** The password step's token for the code step: five minutes, once. */
export interface StaffLoginTokenTable {
  id_hash: string;
  staff_id: number;
  expires_at: Timestamp;
}

/** A signed-in staff console; the browser holds the id, the database its SHA-256. */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

/** An operator's lease on a conversation with a fictional profile: who answers it now. */
export interface OperatorClaimTable {
  conversation_id: number;
  staff_id: number;
  lease_until: string;
}
