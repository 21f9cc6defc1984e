import type { i18n as I18n } from 'i18next';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { PHOTOS_NS } from '../photos/photos-namespace';
import { OWN_PROFILE_NS } from './own-profile-namespace';

/**
 * Loads the own profile's texts: its own, the photo manager's and the profile fields'. A
 * lazy module: importing the namespaces registers their loaders, which no other route needs.
 */
export const loadOwnProfileTexts = (i18n: I18n) =>
  i18n.loadNamespaces([OWN_PROFILE_NS, PHOTOS_NS, PROFILE_FIELDS_NS]);
