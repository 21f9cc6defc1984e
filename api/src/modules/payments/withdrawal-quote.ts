import { WITHDRAWAL_DAYS, type Withdrawal } from '@dating/shared-contracts/api';
import { DAY } from '../../lib/time';
import type { PaymentTable } from '../../db/payments.types';

type QuotedPayment = Pick<
  PaymentTable,
  | 'status'
  | 'credits'
  | 'amount_cents'
  | 'completed_at'
  | 'withdrawn_at'
  | 'withdrawn_credits'
  | 'refunded_cents'
> & {
  /** What finance refunded of it, and the credits that took (decision 0162). */
  staff_refunded_cents?: number;
  staff_refunded_credits?: number;
};

/**
 * What withdrawing from a purchase means now (decision 0122). The member pays only for what
 * was used: the credits of this purchase still in the balance (at most what it granted) are
 * taken back and refunded pro rata, rounded down to the cent. Credits are fungible, so the
 * balance counts as this purchase's first: the reading most favourable to the member, as the
 * law asks for in doubt. Possible while completed, not withdrawn, within WITHDRAWAL_DAYS of
 * completion, and while something is left to refund: a staff refund's money and credits
 * (decision 0162) count as gone from the purchase.
 */
export function withdrawalQuote(payment: QuotedPayment, balance: number, now: Date): Withdrawal {
  const until =
    payment.completed_at === null
      ? null
      : new Date(Date.parse(payment.completed_at) + WITHDRAWAL_DAYS * DAY).toISOString();
  const withdrawn = {
    withdrawn_at: payment.withdrawn_at,
    refunded_cents: payment.refunded_cents,
    withdrawn_credits: payment.withdrawn_credits ?? 0,
  };
  const open =
    payment.status === 'completed' &&
    payment.withdrawn_at === null &&
    until !== null &&
    now.getTime() < Date.parse(until);
  // What finance refunded already (decision 0162) is no longer the member's to withdraw.
  const leftCents = payment.amount_cents - (payment.staff_refunded_cents ?? 0);
  const leftCredits = payment.credits - (payment.staff_refunded_credits ?? 0);
  if (!open || leftCredits <= 0 || leftCents <= 0) {
    return { possible: false, until, refund_cents: 0, credits: 0, ...withdrawn };
  }
  const credits = Math.max(0, Math.min(leftCredits, balance));
  const refund = Math.floor((leftCents * credits) / leftCredits);
  return { possible: credits > 0, until, refund_cents: refund, credits, ...withdrawn };
}
