import { accountTexts } from '../lib/account-namespace';

/** The texts of the activation pages (`activate.*` in the account namespace), loaded with their code. */
export const ACTIVATE_TEXTS = accountTexts(
  'activate',
  (locale) => import(`./activate/${locale}.json`),
);
