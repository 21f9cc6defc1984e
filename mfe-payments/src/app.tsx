import { createRemoteLifecycles } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';
import { PaymentsApp } from './payments-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: PaymentsApp,
  namespace: 'payments',
  emotionKey: 'payments',
  loadMessages: withErrorTexts((locale) =>
    import(/* webpackChunkName: "payments-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  ),
});
