import type { i18n as I18n } from 'i18next';
import { registerNamespace } from '@dating/platform';
import { loadProfileFieldTexts, PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { GIFTS_NS, loadGiftTexts } from '@dating/shared-contracts/gifts';
import { PROFILE_NS } from './profile-namespace';

// The field labels, values and interests, shared with mfe-account's own profile. Registered
// here, in the profile's lazy chunk, so the first visit to /members carries not even their
// loader.
registerNamespace(PROFILE_FIELDS_NS, loadProfileFieldTexts);
// The gift names, shared with the chat (mfe-chat).
registerNamespace(GIFTS_NS, loadGiftTexts);

/** Loads the profile view's texts: its own, the profile fields' and the gift names. */
export const loadProfileTexts = (i18n: I18n) =>
  i18n.loadNamespaces([PROFILE_NS, PROFILE_FIELDS_NS, GIFTS_NS]);
