import { registerNamespace } from '@dating/platform';

/** Texts of `/premium`: loaded with the screen's chunk. */
export const PREMIUM_NS = 'payments-premium';

registerNamespace(PREMIUM_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
