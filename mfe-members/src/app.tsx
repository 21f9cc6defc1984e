import { createRemoteLifecycles } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';
import { MembersApp } from './members-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: MembersApp,
  namespace: 'members',
  emotionKey: 'members',
  loadMessages: withErrorTexts((locale) =>
    import(/* webpackChunkName: "members-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  ),
});
