import { registerNamespace } from '@dating/platform';

/** Texts of /directdebit, loaded with its chunk (docs/decisions/0013). */
export const DIRECT_DEBIT_NS = 'payments-directdebit';

registerNamespace(DIRECT_DEBIT_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
