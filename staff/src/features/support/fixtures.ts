import type { MemberFile, MemberPayment, RefundResponse } from '@dating/shared-contracts/api';

/** Test data of support's screens, in the API's shapes. */
export const aPayment = (overrides: Partial<MemberPayment> = {}): MemberPayment => ({
  id: '301',
  createdAt: '2026-05-30T10:00:00.000Z',
  completedAt: '2026-05-30T10:01:00.000Z',
  amountCents: 1995,
  currency: 'EUR',
  status: 'completed',
  provider: 'mollie',
  method: 'ideal',
  credits: 100,
  invoiceNumber: 'INV-2026-000301',
  refundedCents: 0,
  refundableCents: 1995,
  withdrawnAt: null,
  ...overrides,
});

export const aMemberFile = (overrides: Partial<MemberFile> = {}): MemberFile => ({
  id: '42',
  profileId: '5042',
  name: 'Sanne',
  email: 'sanne@example.nl',
  state: 'active',
  restrictions: [],
  signupDate: '2026-01-10T09:00:00.000Z',
  language: 'nl',
  credits: 80,
  premium: true,
  sessions: [
    {
      createdAt: '2026-05-31T08:00:00.000Z',
      lastSeenAt: '2026-06-01T11:00:00.000Z',
      ip: null,
      userAgent: 'Firefox on Linux',
    },
  ],
  payments: [aPayment()],
  ledger: [
    {
      id: '9',
      at: '2026-05-30T10:01:00.000Z',
      amount: 100,
      reason: 'purchase',
      reference: 'payment:301',
    },
  ],
  decisions: [],
  ...overrides,
});

export const aRefund = (overrides: Partial<RefundResponse['refund']> = {}): RefundResponse => ({
  refund: {
    id: '7',
    paymentId: '301',
    amountCents: 500,
    currency: 'EUR',
    creditsTaken: 25,
    creditsShort: 0,
    premiumEnded: false,
    status: 'pending',
    createdAt: '2026-06-01T12:00:00.000Z',
    ...overrides,
  },
  payment: aPayment({ refundedCents: 500, refundableCents: 1495 }),
});
