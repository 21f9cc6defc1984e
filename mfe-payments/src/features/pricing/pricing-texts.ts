import { registerNamespace } from '@dating/platform';

/** Texts the pricing page added with the packages (the older ones live in `payments`). */
export const PRICING_NS = 'payments-pricing';

registerNamespace(PRICING_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
