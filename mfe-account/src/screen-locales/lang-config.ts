import { accountTexts } from '../lib/account-namespace';

/** The texts of /lang-config (`langConfig.*` in the account namespace), loaded with their code. */
export const LANG_CONFIG_TEXTS = accountTexts(
  'langConfig',
  (locale) => import(`./langConfig/${locale}.json`),
);
