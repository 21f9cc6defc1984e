import type { NamespaceLoader } from '@dating/platform';

/** The i18next namespace of mfe-account, shared by its app and its parcels. */
export const ACCOUNT_NAMESPACE = 'account';

/** Its texts; the API's error texts come when an error first shows (useErrorText, 0182). */
export const loadAccountMessages: NamespaceLoader = (locale) =>
  import(/* webpackChunkName: "account-locale-[request]" */ `../locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
