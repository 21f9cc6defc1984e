import { useEffect, useRef } from 'react';
import { useRemoteProps } from '@dating/platform';
import type { PaymentResponse } from '@dating/shared-contracts/api';

/** A completion this recent, seen on the first answer, is the member's return from paying. */
export const JUST_PAID_MS = 15 * 60 * 1000;

/**
 * When this page sees the payment complete, the chrome shows the new balance and premium at
 * once: `credits/changed` with the server's balance, and a session refresh. Once per page:
 * on the change from another status, or on the first answer when the payment completed
 * just now (the webhook came before the member was back); an old receipt announces nothing.
 */
export function useCompletionEvents(answer: PaymentResponse | undefined) {
  const { bus } = useRemoteProps();
  const previous = useRef<string | null>(null);
  const announced = useRef(false);

  useEffect(() => {
    if (!answer) return;
    const { status } = answer.payment;
    const before = previous.current;
    previous.current = status;
    if (status !== 'completed' || announced.current) return;
    const completedAt = answer.payment.completed_at ? Date.parse(answer.payment.completed_at) : NaN;
    const changed = before !== null && before !== 'completed';
    const justPaid = before === null && Date.now() - completedAt < JUST_PAID_MS;
    if (!changed && !justPaid) return;
    announced.current = true;
    bus.emit({ type: 'credits/changed', credits: answer.credits });
    bus.emit({ type: 'session/refresh-requested' });
  }, [answer, bus]);
}
