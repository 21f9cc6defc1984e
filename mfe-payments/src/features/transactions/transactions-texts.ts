import { registerNamespace } from '@dating/platform';

/**
 * Texts of the status page, the transactions list and the withdrawal: a namespace of their
 * own, loaded with those screens' chunk, so /credits and /pricing carry none of them
 * (docs/decisions/0013).
 */
export const STATUS_NS = 'payments-status';

registerNamespace(STATUS_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
