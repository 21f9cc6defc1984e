import { accountTexts } from '../lib/account-namespace';

/** The texts of /reset-password (`resetPassword.*` in the account namespace), loaded with their code. */
export const RESET_PASSWORD_TEXTS = accountTexts(
  'resetPassword',
  (locale) => import(`./resetPassword/${locale}.json`),
);
