import { loadCheckoutScreen } from '../features/checkout';
import { loadCreditsScreen } from '../features/packages';
import { loadPremiumScreen } from '../features/premium';
import { Lazy, lazyScreen } from './lazy-screen';

const creditsScreen = lazyScreen(loadCreditsScreen);
const checkoutScreen = lazyScreen(loadCheckoutScreen);
const premiumScreen = lazyScreen(loadPremiumScreen);

/** `/credits`: the balance, the active discount and the packages. */
export function CreditsRoute() {
  return <Lazy screen={creditsScreen} props={{}} titleKey="areas.credits" />;
}

/** `/credits/{id}/{paymentmethod?}`: method, bank, code, consent, pay. */
export function CheckoutRoute() {
  return <Lazy screen={checkoutScreen} props={{}} titleKey="areas.checkout" />;
}

/** `/premium`: what premium gives. */
export function PremiumRoute() {
  return <Lazy screen={premiumScreen} props={{}} titleKey="areas.premium" />;
}
