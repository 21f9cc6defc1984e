// A payment as POST /api/payment.php answers it, for the checkout's tests.
import type { Payment, PaymentResponse } from '@dating/shared-contracts/api';

export const aPayment = (id: string, over: Partial<Payment> = {}): Payment => ({
  id,
  status: 'pending',
  failure_reason: null,
  method: 'ideal',
  package_id: '5',
  credits: 100,
  amount_cents: 1500,
  base_amount_cents: 2000,
  currency: 'EUR',
  discount_code: 'TIMEBONUS25',
  discount_percentage: 25,
  sequence: 'oneoff',
  recurring_failure: false,
  invoice_number: null,
  return_to: null,
  consent_text: null,
  created_at: '2026-03-01T10:00:00.000Z',
  completed_at: null,
  withdrawal: {
    possible: false,
    until: null,
    refund_cents: 0,
    credits: 0,
    withdrawn_at: null,
    refunded_cents: 0,
    withdrawn_credits: 0,
  },
  ...over,
});

export const aPaymentResponse = (
  id: string,
  checkoutUrl: string | null,
  over: Partial<Payment> = {},
): PaymentResponse => ({
  payment: aPayment(id, over),
  checkout_url: checkoutUrl,
  credits: 20,
  paid_user: false,
});
