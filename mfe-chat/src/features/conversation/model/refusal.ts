import { isApiError } from '@dating/shared-contracts';
import { FREE_CHATS_STARTED } from '@dating/shared-contracts/api';

/** Why the server refused a message: nothing was stored or charged, the member may act. */
export type Refusal =
  | { readonly kind: 'insufficient_credits'; readonly needed: number }
  /** `max`: the chats a free member may start, as the API says. */
  | { readonly kind: 'free_chat_limit'; readonly max: number }
  | {
      readonly kind:
        | 'recipient_not_confirmed'
        | 'unavailable'
        | 'too_many_requests'
        | 'message_too_long'
        | 'invalid_image'
        | 'invalid';
    };

/**
 * The refusal an error of a send means, or null when the message may not have arrived (no
 * answer, a gateway or server error): then it is shown failed, to retry with the same nonce.
 */
export function refusalOf(error: unknown, cost: number): Refusal | null {
  if (!isApiError(error)) return null;
  switch (error.status) {
    case 402: {
      const needed = Number(error.params.credits ?? cost);
      return { kind: 'insufficient_credits', needed: Number.isFinite(needed) ? needed : cost };
    }
    case 403:
      if (error.code !== 'free_chat_limit') return null;
      return { kind: 'free_chat_limit', max: Number(error.params.max ?? FREE_CHATS_STARTED) };
    case 404:
      return { kind: 'unavailable' };
    case 409:
      return { kind: 'recipient_not_confirmed' };
    case 429:
      return { kind: 'too_many_requests' };
    case 400:
    case 413:
    case 415:
      if (error.code === 'message_too_long') return { kind: 'message_too_long' };
      if (error.code === 'invalid_image' || error.code === 'image_too_large') {
        return { kind: 'invalid_image' };
      }
      return { kind: 'invalid' };
    default:
      return null;
  }
}

/** A new client nonce (a UUID where the browser has one). */
export function newNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
