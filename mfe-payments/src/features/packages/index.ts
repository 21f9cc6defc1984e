// The packages feature's public face: the offer and the return path are shared by the
// checkout and the pricing page; the screen itself loads lazily.
export { useOffer } from './api/get-offer';
export { useReturnTo, withReturnTo } from './lib/return-to';
export { pricePerCredit } from './lib/price-per-credit';

/** The `/credits` screen's chunk, with the namespaces it needs loaded first. */
export const loadCreditsScreen = () =>
  import('./components/credits-screen').then((module) => ({
    Screen: module.CreditsScreen,
    namespaces: [module.PACKAGES_NS],
  }));
