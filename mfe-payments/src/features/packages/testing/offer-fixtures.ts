// The offer (GET /api/credits.php) as the API answers it, for the shop screens' tests.
import { act } from '@testing-library/react';
import type { BehaviorSubject } from 'rxjs';
import type { MountProps, TimeBonusState } from '@dating/platform';
import type {
  CreditPackage,
  CreditsOfferResponse,
  PaymentMethodOption,
} from '@dating/shared-contracts/api';

export const aPackage = (id: string, over: Partial<CreditPackage> = {}): CreditPackage => {
  const pkg = {
    id,
    credits: 100,
    price_cents: 2000,
    amount_cents: 2000,
    currency: 'EUR',
    popular: false,
    discount_percentage: 0,
    ...over,
  };
  // A message of 5 credits at this package's prices, as the API works it out.
  const perMessage = (cents: number) => Math.round((cents * 5) / pkg.credits);
  return {
    message_price_cents: perMessage(pkg.price_cents),
    message_amount_cents: perMessage(pkg.amount_cents),
    ...pkg,
  };
};

export const aMethod = (
  id: PaymentMethodOption['id'],
  issuers: PaymentMethodOption['issuers'] = [],
): PaymentMethodOption => ({ id, issuers });

/** Three Dutch packages, the middle one popular, 25% off with the time bonus. */
export const anOffer = (over: Partial<CreditsOfferResponse> = {}): CreditsOfferResponse => ({
  country: 'NL',
  currency: 'EUR',
  packages: [
    aPackage('4', { credits: 50, price_cents: 1200, amount_cents: 900, discount_percentage: 25 }),
    aPackage('5', {
      credits: 100,
      price_cents: 2000,
      amount_cents: 1500,
      discount_percentage: 25,
      popular: true,
    }),
    aPackage('6', { credits: 250, price_cents: 4000, amount_cents: 3000, discount_percentage: 25 }),
  ],
  methods: [
    aMethod('ideal'),
    aMethod('bancontact'),
    // The one method whose bank is chosen here, with the banks Mollie lists for it.
    aMethod('kbc', [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ]),
    aMethod('creditcard'),
    aMethod('paypal'),
    aMethod('directdebit'),
  ],
  message_credits: 5,
  message_from_cents: 80,
  discount: { code: 'TIMEBONUS25', percentage: 25, expires: '2026-03-01T14:00:00.000Z' },
  ...over,
});

/** What the shell's countdown says now (the test session's subject behind `timeBonus$`). */
export function setTimeBonus(props: MountProps, state: TimeBonusState) {
  act(() => (props.session.timeBonus$ as BehaviorSubject<TimeBonusState>).next(state));
}
