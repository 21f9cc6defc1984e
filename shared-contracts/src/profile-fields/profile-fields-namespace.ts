/**
 * The texts of the profile fields, in every language: `labels.<field>`, `values.<field>.<value>`
 * (PROFILE_ATTRIBUTE_VALUES) and `interests.<slug>`. The profile view and the own profile
 * show them; each package registers this loader under PROFILE_FIELDS_NS
 * (registerNamespace) and loads the namespace with its lazy screen, never on a first visit.
 */
export const PROFILE_FIELDS_NS = 'profile-fields';

export function loadProfileFieldTexts(locale: string): Promise<Record<string, unknown>> {
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  return import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}
