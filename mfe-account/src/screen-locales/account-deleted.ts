import { accountTexts } from '../lib/account-namespace';

/** The texts of /account-deleted (`accountDeleted.*` in the account namespace), loaded with their code. */
export const ACCOUNT_DELETED_TEXTS = accountTexts(
  'accountDeleted',
  (locale) => import(`./accountDeleted/${locale}.json`),
);
