/**
 * Leaving the site for the provider's checkout page: a full page load. One object, so a
 * test replaces `assign` (jsdom cannot navigate) and sees where the member was sent.
 */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};
