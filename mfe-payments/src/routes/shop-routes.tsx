import { ComingSoon } from '@dating/platform';

/** `/credits`: the packages (helper C replaces this). */
export function CreditsRoute() {
  return <ComingSoon titleKey="areas.credits" />;
}

/** `/credits/{id}/{paymentmethod?}`: method, bank, code, consent, pay. */
export function CheckoutRoute() {
  return <ComingSoon titleKey="areas.checkout" />;
}

/** `/premium`: what premium gives. */
export function PremiumRoute() {
  return <ComingSoon titleKey="areas.premium" />;
}
