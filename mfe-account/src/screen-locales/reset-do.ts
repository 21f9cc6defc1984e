import { accountTexts } from '../lib/account-namespace';

/** The texts of /reset-password/do (`resetDo.*` in the account namespace), loaded with their code. */
export const RESET_DO_TEXTS = accountTexts(
  'resetDo',
  (locale) => import(`./resetDo/${locale}.json`),
);
