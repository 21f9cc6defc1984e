import { registerNamespace } from '@dating/platform';

/** Texts of the package list (`/credits`): loaded with the screen's chunk. */
export const PACKAGES_NS = 'payments-packages';

registerNamespace(PACKAGES_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
