import { useQuery, useRemoteProps, useSessionUser } from '@dating/platform';
import { callEndpoint, endpointKey, swipeEndpoints } from '@dating/shared-contracts/api';

/** The browser's time zone: the server counts the day's likes until midnight there. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The deck's query: the member's time zone, and only verified members when chosen. */
export const swipeQuery = (tz: string | undefined, verifiedOnly: boolean) => ({
  ...(tz ? { tz } : {}),
  ...(verifiedOnly ? { verified_only: true } : {}),
});

export const swipeCardsKey = (tz: string | undefined, verifiedOnly: boolean) =>
  endpointKey(swipeEndpoints.swipeCards, swipeQuery(tz, verifiedOnly));

/**
 * GET /api/swipe.php: the next cards and what is left of today's likes. Asked for a member
 * only: a visitor's call would be refused.
 */
export function useSwipeCards(tz: string | undefined, verifiedOnly: boolean) {
  const { api } = useRemoteProps();
  const member = useSessionUser() !== null;
  const { swipeCards } = swipeEndpoints;
  return useQuery({
    queryKey: swipeCardsKey(tz, verifiedOnly),
    queryFn: () => callEndpoint(api, swipeCards, { query: swipeQuery(tz, verifiedOnly) }),
    enabled: member,
  });
}
