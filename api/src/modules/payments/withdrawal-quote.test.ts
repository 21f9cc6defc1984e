import { withdrawalQuote } from './withdrawal-quote';

const bought = {
  status: 'completed' as const,
  credits: 125,
  amount_cents: 2500,
  completed_at: '2026-11-01T10:00:00.000Z',
  withdrawn_at: null,
  withdrawn_credits: null,
  refunded_cents: 0,
};
const at = (iso: string) => new Date(iso);

it('refunds the unused credits pro rata, rounded down to the cent', () => {
  expect(withdrawalQuote(bought, 100, at('2026-11-03T10:00:00Z'))).toMatchObject({
    possible: true,
    credits: 100,
    refund_cents: 2000,
    until: '2026-11-15T10:00:00.000Z',
  });
  expect(withdrawalQuote(bought, 7, at('2026-11-03T10:00:00Z')).refund_cents).toBe(140);
  expect(
    withdrawalQuote({ ...bought, amount_cents: 1250, credits: 50 }, 3, at('2026-11-03T10:00:00Z'))
      .refund_cents,
  ).toBe(75);
  expect(
    withdrawalQuote({ ...bought, amount_cents: 999, credits: 7 }, 1, at('2026-11-03T10:00:00Z'))
      .refund_cents,
  ).toBe(142);
});

it('takes back no more than the purchase granted, even with a larger balance', () => {
  expect(withdrawalQuote(bought, 400, at('2026-11-03T10:00:00Z'))).toMatchObject({
    credits: 125,
    refund_cents: 2500,
  });
});

it('is not possible after fourteen days, when all was used, or twice', () => {
  expect(withdrawalQuote(bought, 100, at('2026-11-15T10:00:00Z')).possible).toBe(false);
  expect(withdrawalQuote(bought, 100, at('2026-11-15T09:59:59Z')).possible).toBe(true);
  expect(withdrawalQuote(bought, 0, at('2026-11-03T10:00:00Z'))).toMatchObject({
    possible: false,
    refund_cents: 0,
  });
  const withdrawn = {
    ...bought,
    withdrawn_at: '2026-11-04T10:00:00.000Z',
    withdrawn_credits: 100,
    refunded_cents: 2000,
  };
  expect(withdrawalQuote(withdrawn, 100, at('2026-11-05T10:00:00Z'))).toMatchObject({
    possible: false,
    withdrawn_at: '2026-11-04T10:00:00.000Z',
    refunded_cents: 2000,
    withdrawn_credits: 100,
  });
});

it('is not possible for a payment that never completed', () => {
  const pending = { ...bought, status: 'pending' as const, completed_at: null };
  expect(withdrawalQuote(pending, 100, at('2026-11-03T10:00:00Z'))).toMatchObject({
    possible: false,
    until: null,
  });
});
