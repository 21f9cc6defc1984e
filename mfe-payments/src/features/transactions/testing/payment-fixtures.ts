// Payments as the API answers them, and mfe-payments mounted for a member, for the tests.
import { mountRemote, type MountOptions } from '@dating/platform/testing';
import {
  contractsEndpoints,
  type Payment,
  type PaymentResponse,
} from '@dating/shared-contracts/api';
import { aSessionUser, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

/** A completed purchase of 250 credits for € 25,00 by iDEAL, withdrawable until 9 December. */
export const aPayment = (over: Partial<Payment> = {}): Payment => ({
  id: '7',
  status: 'completed',
  failure_reason: null,
  method: 'ideal',
  package_id: '3',
  credits: 250,
  amount_cents: 2500,
  base_amount_cents: 2500,
  currency: 'EUR',
  discount_code: null,
  discount_percentage: 0,
  sequence: 'oneoff',
  recurring_failure: false,
  invoice_number: 'F2026-000123',
  return_to: null,
  consent_text: null,
  created_at: '2026-11-25T10:00:00.000Z',
  completed_at: '2026-11-25T10:01:00.000Z',
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
  payment: Payment,
  over: Partial<PaymentResponse> = {},
): PaymentResponse => ({
  payment,
  checkout_url: null,
  credits: 260,
  paid_user: true,
  ...over,
});

/** Opens a path of mfe-payments for a logged-in member with these endpoints answered. */
export function mountPayments(
  path: string,
  api: readonly EndpointStub[],
  options: Partial<MountOptions> = {},
) {
  return mountRemote(app, {
    remote: 'mfe-payments',
    path,
    user: aSessionUser(),
    ...options,
    // The agreements /transactions lists under the purchases: none, unless a test says so.
    api: [...api, answer(contractsEndpoints.list, async () => ({ contracts: [] }))],
  });
}
