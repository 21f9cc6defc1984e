import { registerNamespace } from '@dating/platform';

/** Texts of the checkout (`/credits/{id}/{method?}`): loaded with the screen's chunk. */
export const CHECKOUT_NS = 'payments-checkout';

registerNamespace(CHECKOUT_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
