// The kinds of live event, a module of its own: the live channel's helpers and the schema of
// its events (api/live.schema.ts) both import it, and neither imports the other back.

/** Every kind of live event; the schema in api/live.schema.ts is checked against this list. */
export const LIVE_EVENT_TYPES = [
  'message',
  'typing',
  'read',
  'chat_deleted',
  'like',
  'match',
  'likes',
  'credits',
  'payment',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
