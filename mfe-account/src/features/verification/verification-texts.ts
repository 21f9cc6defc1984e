import { registerNamespace } from '@dating/platform';

/** The verification page's texts: loaded with its chunk, never on the remote's first visit. */
export const VERIFICATION_NS = 'account-verification';

registerNamespace(VERIFICATION_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
