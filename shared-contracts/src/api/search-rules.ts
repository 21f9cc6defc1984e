// Plain values and functions, no schema library: the API and the front ends run them.

/** Search counts stop here; the UI shows "1000+" past it (decision 0112). */
export const SEARCH_COUNT_CAP = 1000;

/** The site settings that decide whether a visitor (no session) may search. */
export interface VisitorSearchSettings {
  readonly logged_out_search: boolean;
  readonly logged_out_search_trafficsource: boolean;
}

/** A visitor's traffic source: the campaign tracking of the query string. */
export interface TrafficSource {
  readonly network?: string | null;
  readonly ref?: string | null;
}

/**
 * Whether a visitor may search: where the site allows logged-out search, or allows it to
 * visitors who came through a campaign (a traffic source: network or ref). Others are asked
 * to log in or sign up.
 */
export function visitorMaySearch(settings: VisitorSearchSettings, source: TrafficSource): boolean {
  if (settings.logged_out_search) return true;
  return settings.logged_out_search_trafficsource && Boolean(source.network || source.ref);
}
