import { Type, type Static } from 'typebox';
import type { LiveEventType } from '../events/live-event-types';
import { MessageSchema } from './chats.schema';
import { IdSchema } from './common.schema';
import { PaymentStatusSchema } from './payments.schema';

/*
 * The live channel: a WebSocket at LIVE_PATH, opened by a logged-in page with its session
 * cookie. The server sends one JSON LiveEvent per frame; the client sends nothing. The
 * session refresh (every 60 s, or 300 s with push) stays the fallback when the socket is down.
 */

export const LiveEventSchema = Type.Union([
  /**
   * A message was stored in one of the member's conversations: sent by the partner, or by
   * the member in another tab (then `message.from_me` is true and `message.nonce` is the
   * sender's nonce). `profile_id` is the sender's profile.
   */
  Type.Object({
    type: Type.Literal('message'),
    conversation_id: IdSchema,
    profile_id: IdSchema,
    message: MessageSchema,
  }),
  /**
   * The partner (`profile_id`) is typing in a conversation: show it until `expires_at`
   * (about 6 s) unless another typing event renews it. Never stored.
   */
  Type.Object({
    type: Type.Literal('typing'),
    conversation_id: IdSchema,
    profile_id: IdSchema,
    expires_at: Type.String(),
  }),
  /**
   * A member (`profile_id`: the partner, a read receipt; or the member in another tab) read
   * the conversation up to a message; `num_unread_messages` is what the reader has left.
   */
  Type.Object({
    type: Type.Literal('read'),
    conversation_id: IdSchema,
    profile_id: IdSchema,
    up_to_message_id: IdSchema,
    num_unread_messages: Type.Integer(),
  }),
  /** The member deleted these conversations (in any tab): drop them from the list. */
  Type.Object({ type: Type.Literal('chat_deleted'), conversation_ids: Type.Array(IdSchema) }),
  /** Another member liked the member. */
  Type.Object({ type: Type.Literal('like'), profile_id: IdSchema }),
  /** A like became mutual. */
  Type.Object({ type: Type.Literal('match'), profile_id: IdSchema }),
  /** The member's likes changed elsewhere (a new like was seen): the likes summary is stale. */
  Type.Object({ type: Type.Literal('likes') }),
  /** The member's credit balance changed (spent or bought). */
  Type.Object({ type: Type.Literal('credits'), credits: Type.Integer() }),
  /**
   * One of the member's payments changed status (the provider told us): the status page
   * shows it; on completion `credits` and `paid_user` are the member's new state.
   */
  Type.Object({
    type: Type.Literal('payment'),
    payment_id: IdSchema,
    status: PaymentStatusSchema,
    credits: Type.Integer(),
    paid_user: Type.Boolean(),
  }),
]);
export type LiveEvent = Static<typeof LiveEventSchema>;

// The schema and the list of types name the same events, or this fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const liveEventTypesMatch: Same<LiveEvent['type'], LiveEventType> = true;
