import type { Id, Timestamp } from './column.types';

export type LanderVersionStatus = 'draft' | 'live' | 'retired';

/** One version of a published landing variant (decision 0123). */
export interface LanderVersionTable {
  id: Id;
  /** The lander's name, its URL segment (`/landers/<name>`). */
  name: string;
  /** 1, 2, ... per name. */
  version: number;
  /** The LanderDocument as JSON text. */
  document: string;
  status: LanderVersionStatus;
  /** Shows this version while it is a draft: `/landers/<name>?lander_preview=<token>`. */
  preview_token: string;
  /** The version that was live when this one went live: where a rollback goes back to. */
  previous_live_id: number | null;
  created_at: Timestamp;
  /** When this version last went live. */
  published_at: Timestamp | null;
}
