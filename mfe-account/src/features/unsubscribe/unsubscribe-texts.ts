import { registerNamespace } from '@dating/platform';

/** The unsubscribe page's texts: loaded with its chunk, never on the remote's first visit. */
export const UNSUBSCRIBE_NS = 'account-unsubscribe';

registerNamespace(UNSUBSCRIBE_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
