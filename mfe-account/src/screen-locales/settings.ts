import { accountTexts } from '../lib/account-namespace';

/** The texts of the settings and the own profile's invisible switch (`settings.*` in the account namespace), loaded with their code. */
export const SETTINGS_TEXTS = accountTexts(
  'settings',
  (locale) => import(`./settings/${locale}.json`),
);
