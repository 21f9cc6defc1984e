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

export const swipeCardsKey = (tz: string | undefined) =>
  endpointKey(swipeEndpoints.swipeCards, tz ? { tz } : {});

/**
 * GET /api/swipe.php: the next cards and what is left of today's likes. Asked for a member
 * only: a visitor's call would be refused.
 */
export function useSwipeCards(tz: string | undefined) {
  const { api } = useRemoteProps();
  const member = useSessionUser() !== null;
  const { swipeCards } = swipeEndpoints;
  return useQuery({
    queryKey: swipeCardsKey(tz),
    queryFn: () => callEndpoint(api, swipeCards, { query: tz ? { tz } : {} }),
    enabled: member,
  });
}
