import { useEffect } from 'react';
import { useQueryClient, useRemoteProps } from '@dating/platform';
import { isLiveEvent } from '@dating/shared-contracts/api';
import { paymentKey } from '../api/payment';

/**
 * A `payment` frame of the live channel for this payment: ask the server for the payment
 * again (the frame carries the status, not the detail the page shows).
 */
export function usePaymentLive(paymentId: string) {
  const { session } = useRemoteProps();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = session.live$.subscribe((frame) => {
      if (isLiveEvent(frame, 'payment') && frame.payment_id === paymentId) {
        void queryClient.invalidateQueries({ queryKey: paymentKey(paymentId) });
      }
    });
    return () => subscription.unsubscribe();
  }, [session, queryClient, paymentId]);
}
