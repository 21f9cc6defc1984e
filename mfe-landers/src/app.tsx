import { createRemoteLifecycles } from '@dating/platform';
import { LandersApp } from './landers-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: LandersApp,
  namespace: 'landers',
  emotionKey: 'landers',
  // No API error texts: this area shows none yet (its failures have texts of their own),
  // so a first visit does not load them; one that shows them wraps this in withErrorTexts.
  loadMessages: (locale) =>
    import(/* webpackChunkName: "landers-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
