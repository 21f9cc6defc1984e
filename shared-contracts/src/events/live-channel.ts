// The live channel's constants, free of schema code so the shell's bundle can import them.
import type { LiveEvent } from '../api/live.schema';
import { LIVE_EVENT_TYPES, type LiveEventType } from './live-event-types';

/** The WebSocket of the API's live channel (decision 0008). */
export const LIVE_PATH = '/api/live.php';

/** A close code of the live socket that means "no session": the client stops reconnecting. */
export const LIVE_CLOSE_UNAUTHENTICATED = 4401;

export { LIVE_EVENT_TYPES, type LiveEventType };

/**
 * A frame of the live channel as the shell hands it to remotes: any JSON object with a
 * `type`. The shell passes on events it does not know, so a remote released after the
 * API added an event can use it without a shell release; each reader narrows with the
 * types it was built with (`isLiveEvent`).
 */
export interface LiveFrame {
  readonly type: string;
  readonly [field: string]: unknown;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(LIVE_EVENT_TYPES);

/** The frame as an event these contracts know (of one type, when given), or not. */
export function isLiveEvent(frame: LiveFrame): frame is LiveEvent;
export function isLiveEvent<T extends LiveEventType>(
  frame: LiveFrame,
  type: T,
): frame is Extract<LiveEvent, { type: T }>;
export function isLiveEvent(frame: LiveFrame, type?: LiveEventType): boolean {
  return type === undefined ? KNOWN_TYPES.has(frame.type) : frame.type === type;
}
