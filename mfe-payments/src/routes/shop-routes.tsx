import { loadCheckoutScreen } from '../features/checkout';
import { loadCreditsScreen } from '../features/packages';
import { loadPremiumScreen } from '../features/premium';
import { lazyScreen } from './shop-lazy';

/** `/credits`: the balance, the active discount and the packages. */
export const CreditsRoute = lazyScreen(loadCreditsScreen, 'areas.credits');

/** `/credits/{id}/{paymentmethod?}`: method, bank, code, consent, pay. */
export const CheckoutRoute = lazyScreen(loadCheckoutScreen, 'areas.checkout');

/** `/premium`: what premium gives. */
export const PremiumRoute = lazyScreen(loadPremiumScreen, 'areas.premium');
