import type { NamespaceLoader } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';

/** The i18next namespace of mfe-account, shared by its app and its parcels. */
export const ACCOUNT_NAMESPACE = 'account';

export const loadAccountMessages: NamespaceLoader = withErrorTexts((locale) =>
  import(/* webpackChunkName: "account-locale-[request]" */ `../locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
