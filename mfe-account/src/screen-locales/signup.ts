import { accountTexts } from '../lib/account-namespace';

/** The texts of the signup form, its progress line and refusal (`signup.*` in the account namespace), loaded with their code. */
export const SIGNUP_TEXTS = accountTexts('signup', (locale) => import(`./signup/${locale}.json`));
