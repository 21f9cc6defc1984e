import { Type, type Static } from 'typebox';
import type { LiveEventType } from '../events/live-channel';
import { IdSchema } from './common.schema';

export {
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_EVENT_TYPES,
  LIVE_PATH,
  isLiveEvent,
} from '../events/live-channel';
export type { LiveEventType, LiveFrame } from '../events/live-channel';

/*
 * The live channel: a WebSocket at LIVE_PATH, opened by a logged-in page with its session
 * cookie. The server sends one JSON LiveEvent per frame; the client sends nothing. The
 * polling schedule of spec section 9 stays the fallback when the socket is down.
 */

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
  /** The member's likes changed elsewhere (a new like was seen): the likes summary is stale. */
  Type.Object({ type: Type.Literal('likes') }),
  /** The member's credit balance changed (spent or bought). */
  Type.Object({ type: Type.Literal('credits'), credits: Type.Integer() }),
]);
export type LiveEvent = Static<typeof LiveEventSchema>;

// The schema and the list of types name the same events, or this fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const liveEventTypesMatch: Same<LiveEvent['type'], LiveEventType> = true;
