/**
 * Leaves the site for the provider's hosted checkout. An object, so a test can replace
 * `open` (jsdom cannot navigate away) and see where the member was sent.
 */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
