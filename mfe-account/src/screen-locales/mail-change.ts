import { accountTexts } from '../lib/account-namespace';

/** The texts of /mail-change/do (`mailChange.*` in the account namespace), loaded with their code. */
export const MAIL_CHANGE_TEXTS = accountTexts(
  'mailChange',
  (locale) => import(`./mailChange/${locale}.json`),
);
