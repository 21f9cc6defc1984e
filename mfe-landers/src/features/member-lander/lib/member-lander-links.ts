/** The campaign parameters (the tracking record of a signup) that a lander passes on. */
const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * The visit's traffic source as a query string (`?network=…&sub1=…`, or '' without one):
 * the lander's links carry it and nothing else of the URL (no preview tokens, no slug).
 */
export function trackingQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const param of TRACKING_PARAMS) {
    const value = from.get(param);
    if (value) kept.set(param, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * Where "Chat gratis met …" leads: the invite signup of that member (mfe-account,
 * decision 0117). It keeps the traffic source, records the member as the inviter, and
 * ends the signup on the member's profile, where the chat starts.
 */
export const memberSignupHref = (memberId: string, search: string) =>
  `/members/${encodeURIComponent(memberId)}/signup${trackingQuery(search)}`;

/** The three designs: `landing`, `landing2` (a conversation to start), `landing3` (photo first). */
export type MemberLanderDesign = 'landing' | 'landing2' | 'landing3';

/** Another member's lander of the same design, with the same traffic source. */
export const memberLanderHref = (memberId: string, design: MemberLanderDesign, search: string) =>
  `/members/${encodeURIComponent(memberId)}/${design}${trackingQuery(search)}`;

/** The visit's network and ref, which a domain may require of a visitor's search. */
export function searchSourceOf(search: string): { network?: string; ref?: string } {
  const params = new URLSearchParams(search);
  const network = params.get('network');
  const ref = params.get('ref');
  return { ...(network ? { network } : {}), ...(ref ? { ref } : {}) };
}
