import { registerNamespace } from '@dating/platform';

/**
 * Texts of the settings' sessions, push, location and data export sections: a namespace of
 * their own, loaded with the settings' chunk, so the remote's first visit carries none of
 * them (docs/decisions/0013).
 */
export const SETTINGS_NS = 'account-settings';

registerNamespace(SETTINGS_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
