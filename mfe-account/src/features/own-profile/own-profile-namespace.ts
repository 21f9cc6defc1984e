import { registerNamespace } from '@dating/platform';
import { loadProfileFieldTexts, PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';

/**
 * The texts of the own profile's parts (location, and what /profile shows): a namespace of
 * their own, loaded with the screens that use them, never on a first visit.
 */
export const OWN_PROFILE_NS = 'account-profile';

registerNamespace(OWN_PROFILE_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);

// The field labels, values and interests, shared with mfe-members' profile view.
registerNamespace(PROFILE_FIELDS_NS, loadProfileFieldTexts);
