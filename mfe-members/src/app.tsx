import { createRemoteLifecycles } from '@dating/platform';
import { MembersApp } from './members-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: MembersApp,
  namespace: 'members',
  emotionKey: 'members',
  // No API error texts: this area shows none yet (its failures have texts of their own); a
  // component that shows one reads it with useErrorText, which loads them then (0182).
  loadMessages: (locale) =>
    import(/* webpackChunkName: "members-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});
