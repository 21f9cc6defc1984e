/**
 * Where the visitor's first traffic source is kept (decision 0117): the shell writes it on
 * every URL it sees, a remote reads it at signup. A documented key, so no remote needs the
 * shell's code: `{ "search": the landing query string, "expires": epoch ms }` in localStorage.
 */
export const TRAFFIC_SOURCE_STORAGE_KEY = 'dating.traffic-source';
/** How long a first touch counts: a campaign visitor may come back to sign up days later. */
export const TRAFFIC_SOURCE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
