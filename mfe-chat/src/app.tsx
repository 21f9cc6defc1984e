import { createRemoteLifecycles } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';
import { ChatApp } from './chat-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: ChatApp,
  namespace: 'chat',
  emotionKey: 'chat',
  loadMessages: withErrorTexts((locale) =>
    import(/* webpackChunkName: "chat-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  ),
});
