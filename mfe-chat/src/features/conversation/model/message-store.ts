import type { Message } from '@dating/shared-contracts/api';
import { compareIds, maxId } from './message-order';

/** What the member composed and the server has not confirmed yet. */
export type OutgoingDraft =
  | { readonly kind: 'text'; readonly body: string }
  | { readonly kind: 'gift'; readonly giftId: string; readonly slug: string }
  | { readonly kind: 'image'; readonly file: File; readonly previewUrl: string | null };

export interface OutgoingMessage {
  /** The client nonce: the same for every retry of this message. */
  readonly nonce: string;
  readonly draft: OutgoingDraft;
  readonly state: 'sending' | 'failed';
  readonly createdAt: string;
}

export interface ConversationState {
  /** The server's messages, by id, ascending, each once. */
  readonly messages: readonly Message[];
  /** Own messages on their way (or failed), in the order they were composed. */
  readonly outgoing: readonly OutgoingMessage[];
  /** Nonces of messages sent from this screen: they show "sent". */
  readonly sentNonces: ReadonlySet<string>;
  readonly hasOlder: boolean;
  readonly readUpTo: string;
  readonly partnerReadUpTo: string;
}

export const EMPTY_CONVERSATION: ConversationState = {
  messages: [],
  outgoing: [],
  sentNonces: new Set(),
  hasOlder: false,
  readUpTo: '0',
  partnerReadUpTo: '0',
};

/**
 * Merges messages in: a known id is replaced (an image's links arrive later that way), a new
 * one takes its place by id; an outgoing message whose nonce arrived is no longer pending.
 */
export function mergeMessages(
  state: ConversationState,
  incoming: readonly Message[],
): ConversationState {
  if (incoming.length === 0) return state;
  const byId = new Map(state.messages.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    // A processed image's event can overtake the send's answer: never go back to processing.
    const stale = known?.image_status !== 'processing' && message.image_status === 'processing';
    if (!known || !stale) byId.set(message.id, message);
  }
  const messages = [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
  const arrived = new Set(incoming.flatMap((message) => (message.nonce ? [message.nonce] : [])));
  const outgoing = state.outgoing.filter((entry) => !arrived.has(entry.nonce));
  const sentNonces =
    outgoing.length === state.outgoing.length
      ? state.sentNonces
      : new Set([
          ...state.sentNonces,
          ...state.outgoing.filter((entry) => arrived.has(entry.nonce)).map((e) => e.nonce),
        ]);
  return { ...state, messages, outgoing, sentNonces };
}

export type ConversationAction =
  | { type: 'reset' }
  | {
      type: 'page';
      messages: readonly Message[];
      /** Only a page that holds the oldest loaded message says whether older ones exist. */
      hasOlder?: boolean;
      readUpTo?: string;
      partnerReadUpTo?: string;
    }
  | { type: 'message'; message: Message }
  | { type: 'queued'; entry: OutgoingMessage }
  | { type: 'sent'; nonce: string; message: Message }
  | { type: 'failed'; nonce: string }
  | { type: 'retrying'; nonce: string }
  | { type: 'withdrawn'; nonce: string }
  | { type: 'read'; upTo: string }
  | { type: 'partnerRead'; upTo: string };

const setState = (state: ConversationState, nonce: string, to: OutgoingMessage['state']) => ({
  ...state,
  outgoing: state.outgoing.map((entry) =>
    entry.nonce === nonce ? { ...entry, state: to } : entry,
  ),
});

export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'reset':
      return EMPTY_CONVERSATION;
    case 'page': {
      const merged = mergeMessages(state, action.messages);
      const first = action.messages[0]?.id;
      const oldest = state.messages[0]?.id;
      // A refetched newest page must not claim older messages that were already paged in.
      const reachesBack = !first || !oldest || compareIds(first, oldest) <= 0;
      return {
        ...merged,
        hasOlder: action.hasOlder !== undefined && reachesBack ? action.hasOlder : merged.hasOlder,
        readUpTo: maxId(merged.readUpTo, action.readUpTo ?? '0'),
        partnerReadUpTo: maxId(merged.partnerReadUpTo, action.partnerReadUpTo ?? '0'),
      };
    }
    case 'message':
      return mergeMessages(state, [action.message]);
    case 'queued':
      return { ...state, outgoing: [...state.outgoing, action.entry] };
    case 'sent': {
      const merged = mergeMessages(state, [{ ...action.message, nonce: action.nonce }]);
      return merged.sentNonces.has(action.nonce)
        ? merged
        : { ...merged, sentNonces: new Set([...merged.sentNonces, action.nonce]) };
    }
    case 'failed':
      return setState(state, action.nonce, 'failed');
    case 'retrying':
      return setState(state, action.nonce, 'sending');
    case 'withdrawn':
      return {
        ...state,
        outgoing: state.outgoing.filter((entry) => entry.nonce !== action.nonce),
      };
    case 'read':
      return { ...state, readUpTo: maxId(state.readUpTo, action.upTo) };
    case 'partnerRead':
      return { ...state, partnerReadUpTo: maxId(state.partnerReadUpTo, action.upTo) };
  }
}

/** The newest message held, or null. */
export const newestId = (state: ConversationState): string | null =>
  state.messages.at(-1)?.id ?? null;

/** The newest message of the partner, or null. */
export const newestPartnerId = (state: ConversationState): string | null =>
  state.messages.findLast((message) => !message.from_me)?.id ?? null;

/** The member's newest own message the partner has read, or null: it shows "Gelezen". */
export function readReceiptId(state: ConversationState): string | null {
  const own = state.messages.findLast(
    (message) => message.from_me && compareIds(message.id, state.partnerReadUpTo) <= 0,
  );
  return own?.id ?? null;
}
