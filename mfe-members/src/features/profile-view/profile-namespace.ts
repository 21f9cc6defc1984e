import { registerNamespace } from '@dating/platform';

/**
 * The profile view's texts: a namespace of their own, loaded with the screen's chunk, so a
 * first visit to /members loads neither (docs/decisions/0013, 0115).
 */
export const PROFILE_NS = 'members-profile';

registerNamespace(PROFILE_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
