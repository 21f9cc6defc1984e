/**
 * The React binding of i18next the remotes use, as the one copy its context belongs to: the
 * provider every remote root renders and every `useTranslation` must meet in one module. Sharing
 * the `react-i18next` package itself would ship all of it on every visit (about 10 KB gzip: the
 * `Trans` component and its HTML parser, the HOCs, server-side helpers), because shared modules
 * are not tree-shaken; exported from here, a first visit loads only what is listed
 * (docs/decisions/0190). Add an export when a package needs one.
 */
export { I18nContext, I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
