import { registerNamespace } from '@dating/platform';

/**
 * The texts of the signup steps after the account (/complete-signup) and of the invite page:
 * a namespace of their own, loaded with those screens' chunk. The account step, the progress
 * line and the refusal are on /signup and in the signup modal: they stay in `account`.
 */
export const SIGNUP_NS = 'account-signup';

registerNamespace(SIGNUP_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
