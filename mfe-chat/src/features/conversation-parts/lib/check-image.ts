import { PHOTO_MAX_MB } from '@dating/shared-contracts/api';

/** What POST /api/chat-image.php accepts (chat-delivery.schema.ts): no HEIC, unlike photos. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const CHAT_IMAGE_MAX_MB = PHOTO_MAX_MB;

export type ImageProblem = 'type' | 'size' | null;

/** Why a chosen file cannot be sent as an image message, or null when it can. */
export function imageProblem(file: File): ImageProblem {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CHAT_IMAGE_MAX_MB * 1024 * 1024) return 'size';
  return null;
}
