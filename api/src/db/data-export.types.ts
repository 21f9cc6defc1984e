import type { Id, Timestamp } from './column.types';

/** One request of a member's data export (decision 0118). */
export interface DataExportTable {
  id: Id;
  user_id: number;
  status: 'preparing' | 'ready' | 'failed';
  /** The zip's private media-store key, once written. */
  file_key: string | null;
  /** The zip's size in bytes, once written. */
  size: number | null;
  /** SHA-256 of the mailed link's token, once ready. */
  token_hash: string | null;
  requested_at: Timestamp;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}
