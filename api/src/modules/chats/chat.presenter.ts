import type { Message } from '@dating/shared-contracts/api';
import { mediaUrl } from '../../lib/media';

export interface MessageRow {
  id: number;
  sender_profile_id: number;
  kind: 'text' | 'image' | 'gift';
  body: string | null;
  gift: string | null;
  created_at: string;
  filename: string | null;
}

export const presentMessage = (
  row: MessageRow,
  viewerProfileId: number,
  cdnPrefix: string,
): Message => ({
  id: String(row.id),
  kind: row.kind,
  body: row.body,
  image_url: row.filename ? mediaUrl(cdnPrefix, row.filename) : null,
  gift: row.gift,
  from_me: row.sender_profile_id === viewerProfileId,
  created_at: row.created_at,
});
