import { addErrorTextsLater } from '@dating/shared-contracts';
import { createRemoteLifecycles } from '@dating/platform';
import { LandersApp } from './landers-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: LandersApp,
  namespace: 'landers',
  emotionKey: 'landers',
  errorTexts: addErrorTextsLater,
  // No API error texts: this area shows none yet (its failures have texts of their own); a
  // component that shows one reads it with useErrorText, which loads them then (0182).
  loadMessages: (locale) =>
    import(/* webpackChunkName: "landers-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
