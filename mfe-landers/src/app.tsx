import { createRemoteLifecycles } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';
import { LandersApp } from './landers-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: LandersApp,
  namespace: 'landers',
  emotionKey: 'landers',
  loadMessages: withErrorTexts((locale) =>
    import(/* webpackChunkName: "landers-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  ),
});
