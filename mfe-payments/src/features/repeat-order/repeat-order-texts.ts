import { registerNamespace } from '@dating/platform';

/** Texts of /credits/repeat-order, loaded with its chunk (docs/decisions/0013). */
export const REPEAT_NS = 'payments-repeat';

registerNamespace(REPEAT_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
