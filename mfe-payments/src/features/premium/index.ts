/** The premium page's chunk, with the namespaces it needs loaded first. */
export const loadPremiumScreen = () =>
  import('./components/premium-screen').then((module) => ({
    Screen: module.PremiumScreen,
    namespaces: [module.PREMIUM_NS],
  }));
