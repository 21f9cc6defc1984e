/** The checkout's chunk, with the namespaces it needs loaded first. */
export const loadCheckoutScreen = () =>
  import('./components/checkout-screen').then((module) => ({
    Screen: module.CheckoutScreen,
    namespaces: [module.CHECKOUT_NS],
  }));
