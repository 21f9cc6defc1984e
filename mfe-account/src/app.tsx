import { createRemoteLifecycles } from '@dating/shared-contracts';
import { AccountApp } from './account-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: AccountApp,
  namespace: 'account',
  emotionKey: 'account',
  loadMessages: (locale) =>
    import(/* webpackChunkName: "account-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
