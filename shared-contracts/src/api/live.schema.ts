import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/**
 * The live channel: a WebSocket at LIVE_PATH, opened by a logged-in page with its session
 * cookie. The server sends one JSON LiveEvent per frame; the client sends nothing. The
 * polling schedule of spec section 9 stays the fallback when the socket is down.
 */
export const LIVE_PATH = '/api/live.php';

/** A close code of the live socket that means "no session": the client stops reconnecting. */
export const LIVE_CLOSE_UNAUTHENTICATED = 4401;

export const LiveEventSchema = Type.Union([
  /** A message arrived in one of the member's conversations. */
  Type.Object({
    type: Type.Literal('message'),
    conversation_id: IdSchema,
    profile_id: IdSchema,
  }),
  /** The other side is typing in a conversation. */
  Type.Object({
    type: Type.Literal('typing'),
    conversation_id: IdSchema,
    profile_id: IdSchema,
  }),
  /** Another member liked the member. */
  Type.Object({ type: Type.Literal('like'), profile_id: IdSchema }),
  /** A like became mutual. */
  Type.Object({ type: Type.Literal('match'), profile_id: IdSchema }),
  /** The member's credit balance changed (spent or bought). */
  Type.Object({ type: Type.Literal('credits'), credits: Type.Integer() }),
]);
export type LiveEvent = Static<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
