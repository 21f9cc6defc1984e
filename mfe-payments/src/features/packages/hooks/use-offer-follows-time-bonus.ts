import { useEffect, useRef } from 'react';
import { useObservable, useQueryClient, useRemoteProps } from '@dating/platform';
import { endpointKey, paymentsEndpoints } from '@dating/shared-contracts/api';

/**
 * Asks for the offer again when the shell's time-bonus countdown ends: the API then offers
 * the welcome discount, or none, instead of TIMEBONUS25, and the prices change with it.
 */
export function useOfferFollowsTimeBonus() {
  const { session } = useRemoteProps();
  const queryClient = useQueryClient();
  const bonus = useObservable(session.timeBonus$, session.snapshot().timeBonus);
  const wasVisible = useRef(bonus.isVisible);
  useEffect(() => {
    if (wasVisible.current && !bonus.isVisible) {
      void queryClient.invalidateQueries({ queryKey: endpointKey(paymentsEndpoints.offer) });
    }
    wasVisible.current = bonus.isVisible;
  }, [bonus.isVisible, queryClient]);
}
