import { addErrorTextsLater } from '@dating/shared-contracts';
import { createRemoteLifecycles } from '@dating/platform';
import { ChatApp } from './chat-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: ChatApp,
  namespace: 'chat',
  emotionKey: 'chat',
  errorTexts: addErrorTextsLater,
  // The API's error texts come when an error first shows (useErrorText, decision 0182).
  loadMessages: (locale) =>
    import(/* webpackChunkName: "chat-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
