import { registerNamespace } from '@dating/platform';

/**
 * The photo manager's texts: a namespace of their own, loaded with the screens that show
 * it (the own profile, signup step 2), never on a first visit (docs/decisions/0013).
 */
export const PHOTOS_NS = 'account-photos';

registerNamespace(PHOTOS_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
