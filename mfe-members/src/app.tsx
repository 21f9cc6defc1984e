import { addErrorTextsLater } from '@dating/shared-contracts';
import { createRemoteLifecycles, type RemoteProps } from '@dating/platform';
import { askFirstPage } from './first-page';
import { MembersApp } from './members-app';

const lifecycles = createRemoteLifecycles({
  App: MembersApp,
  namespace: 'members',
  emotionKey: 'members',
  errorTexts: addErrorTextsLater,
  // No API error texts: this area shows none yet (its failures have texts of their own); a
  // component that shows one reads it with useErrorText, which loads them then (0182).
  loadMessages: (locale) =>
    import(/* webpackChunkName: "members-locale-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});

export const { bootstrap, unmount } = lifecycles;

/** Mounts the area, its first screen's data asked for while its texts load (first-page.ts). */
export function mount(props: RemoteProps) {
  askFirstPage(props);
  return lifecycles.mount(props);
}
