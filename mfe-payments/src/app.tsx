import { addErrorTextsLater } from '@dating/shared-contracts';
import { createRemoteLifecycles } from '@dating/platform';
import { PaymentsApp } from './payments-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: PaymentsApp,
  namespace: 'payments',
  emotionKey: 'payments',
  errorTexts: addErrorTextsLater,
  // The API's error texts come when an error first shows (useErrorText, decision 0182).
  loadMessages: (locale) =>
    import(/* webpackChunkName: "payments-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
