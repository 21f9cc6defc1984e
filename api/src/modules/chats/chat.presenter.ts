import type { Message } from '@dating/shared-contracts/api';
import { mediaUrl } from '../../lib/media';

/** A chat image's private files, linked only once its sizes are made. */
export interface ChatImageFiles {
  filename: string;
  thumbFilename: string;
  status: 'processing' | 'active' | 'rejected' | 'removed';
  /** The blurred preview; null or absent for an image from before previews. */
  blurFilename?: string | null;
}

export interface MessageRow {
  id: number;
  sender_profile_id: number;
  kind: 'text' | 'image' | 'gift';
  body: string | null;
  gift: string | null;
  created_at: string;
  /** A public profile image of an older image message. */
  filename: string | null;
  /** The chat image of an image message (decision 0119). */
  image?: ChatImageFiles | null;
  /** The sender's nonce; null for messages stored before nonces. */
  nonce?: string | null;
  /** 1: the text matched the offensive-word list of its sender's language. */
  offensive?: number;
  /** 1: the text asks to go on elsewhere or for money. */
  caution?: number;
}

/** The chat image of a joined row (null columns: the message has none). */
export const chatImageOf = (
  filename: string | null,
  thumbFilename: string | null,
  status: ChatImageFiles['status'] | null,
): ChatImageFiles | null =>
  filename !== null && thumbFilename !== null && status !== null
    ? { filename, thumbFilename, status }
    : null;

// A removed image (its sender deleted the account) is no longer available: failed, no links.
const IMAGE_STATUS = {
  processing: 'processing',
  active: 'ready',
  rejected: 'failed',
  removed: 'failed',
} as const;

/**
 * How a message's links are made: the CDN prefix, and signed links for private files
 * (without a signer, a chat image has no links: as when a message has just been sent).
 */
export interface MessageLinks {
  cdnPrefix: string;
  signedPath?: (key: string) => string;
}

export const presentMessage = (
  row: MessageRow,
  viewerProfileId: number,
  links: MessageLinks,
): Message => {
  const sign = links.signedPath;
  const image = row.image?.status === 'active' && sign ? row.image : null;
  const mine = row.sender_profile_id === viewerProfileId;
  const blur = image && !mine ? image.blurFilename : null;
  return {
    id: String(row.id),
    kind: row.kind,
    body: row.body,
    image_url: image
      ? sign!(image.filename)
      : row.filename
        ? mediaUrl(links.cdnPrefix, row.filename)
        : null,
    image_thumb_url: image ? sign!(image.thumbFilename) : null,
    image_blur_url: blur ? sign!(blur) : null,
    image_status: row.image
      ? IMAGE_STATUS[row.image.status]
      : row.kind === 'image' && row.filename
        ? 'ready'
        : null,
    gift: row.gift,
    from_me: mine,
    // Asked of the reader only: the sender was asked before sending.
    offensive: !mine && row.offensive === 1,
    caution: !mine && row.caution === 1,
    // The nonce is the sender's business: the recipient never sees it.
    nonce: mine ? (row.nonce ?? null) : null,
    created_at: row.created_at,
  };
};
