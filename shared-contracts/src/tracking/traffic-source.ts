import type { Tracking } from '../api/account.schema';

import { TRAFFIC_SOURCE_STORAGE_KEY, TRAFFIC_SOURCE_TTL_MS } from './traffic-source-record';

export { TRAFFIC_SOURCE_STORAGE_KEY, TRAFFIC_SOURCE_TTL_MS };

const FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The campaign parameters of a query string, or null when it names no source (network or ref). */
export function trafficSourceOf(search: string): Tracking | null {
  const params = new URLSearchParams(search);
  const tracking: Record<string, string> = {};
  for (const field of FIELDS) {
    // Cut to the signup body's limits (TrackingSchema) rather than have the signup refused.
    const value = params
      .get(field)
      ?.trim()
      .slice(0, field === 'network' ? 100 : 200);
    if (value) tracking[field] = value;
  }
  return tracking.network || tracking.ref ? tracking : null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Kept = { search: string; expires: number };

// No argument: the browser's localStorage, read inside a try (a browser may refuse it).
const storageOf = (storage?: KeyValueStorage | null) =>
  storage === undefined ? localStorage : storage;

/** The unexpired kept record; an expired or unreadable one is left for a new one to replace. */
function keptOf(storage: KeyValueStorage | null, now: number): Kept | null {
  try {
    const kept = JSON.parse(storage?.getItem(TRAFFIC_SOURCE_STORAGE_KEY) ?? '0') as Kept | 0;
    return kept && kept.expires > now ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The shell's half, kept small for the first visit: stores a URL's query string when it
 * names a source (network or ref) and no unexpired one is kept (first touch).
 */
export function keepTrafficSource(
  search: string,
  storage?: KeyValueStorage | null,
  now = Date.now(),
): void {
  try {
    const store = storageOf(storage);
    if (/[?&](network|ref)=[^&]/.test(search) && !keptOf(store, now))
      store?.setItem(
        TRAFFIC_SOURCE_STORAGE_KEY,
        JSON.stringify({ search, expires: now + TRAFFIC_SOURCE_TTL_MS }),
      );
  } catch {
    // Storage switched off or full: this page still has its URL.
  }
}

/** The kept first traffic source, or null when there is none or it expired. */
export function rememberedTrafficSource(
  storage?: KeyValueStorage | null,
  now = Date.now(),
): Tracking | null {
  try {
    const kept = keptOf(storageOf(storage), now);
    return kept && trafficSourceOf(kept.search);
  } catch {
    return null;
  }
}

/**
 * Keeps this URL's source unless one is kept (first touch), and answers the source that
 * counts now: the kept one, else this URL's.
 */
export function rememberTrafficSource(
  search: string,
  storage?: KeyValueStorage | null,
  now = Date.now(),
): Tracking | null {
  keepTrafficSource(search, storage, now);
  return rememberedTrafficSource(storage, now) ?? trafficSourceOf(search);
}
