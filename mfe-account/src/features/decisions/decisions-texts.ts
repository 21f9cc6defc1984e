import { registerNamespace } from '@dating/platform';

/** The decisions page's texts: loaded with its chunk, never on the remote's first visit. */
export const DECISIONS_NS = 'account-decisions';

registerNamespace(DECISIONS_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
