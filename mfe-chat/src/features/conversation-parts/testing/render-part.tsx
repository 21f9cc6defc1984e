import { addErrorTextsLater } from '@dating/shared-contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRemoteLifecycles } from '@dating/platform';
import { BrowserRouter } from '@dating/platform/router';
import { mountRemote, type MountOptions } from '@dating/platform/testing';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { ChatTopBar } from '../components/chat-top-bar';
import { CONVERSATION_PARTS_NAMESPACES, PARTS_NS } from '../parts-texts';

export const ANNA: ProfileCard = {
  id: '42',
  name: 'Anna',
  age: 31,
  gender: 'female',
  city: 'Delft',
  region: null,
  country: 'NL',
  main_image: { url: '/media/anna.jpg', thumb_url: '/media/anna-t.jpg' },
};

/**
 * Mounts one part the way the chat remote does (its remote props, router, query cache and
 * texts: the parts' and the gift names), in a member's session the test controls.
 */
export async function renderPart(ui: ReactNode, options: Partial<MountOptions> = {}) {
  const lifecycles = createRemoteLifecycles({
    App: () => <BrowserRouter>{ui}</BrowserRouter>,
    namespace: PARTS_NS,
    emotionKey: 'parts',
    errorTexts: addErrorTextsLater,
    loadMessages: (locale) =>
      import(`../locales/${locale}.json`).then(
        (module: { default: Record<string, unknown> }) => module.default,
      ),
  });
  const remote = await mountRemote(lifecycles, {
    remote: 'mfe-chat',
    path: '/chats/5',
    user: aSessionUser(),
    ...options,
  });
  await act(() => remote.props.i18n.loadNamespaces([...CONVERSATION_PARTS_NAMESPACES]));
  return remote;
}

type MountedPart = Awaited<ReturnType<typeof renderPart>>;

/**
 * The top bar (Anna's, in conversation 5; null: before the first message), unmounted after
 * each test of the file that calls this once at its top.
 */
export function topBarMounter() {
  let remote: MountedPart | null = null;
  afterEach(async () => {
    await remote?.unmount();
    remote = null;
    jest.restoreAllMocks();
  });
  return async function renderBar(
    options: Partial<MountOptions> = {},
    conversationId: string | null = '5',
    profile: ProfileCard = ANNA,
  ) {
    const onDeleted = jest.fn();
    remote = await renderPart(
      <ChatTopBar
        profile={profile}
        conversationId={conversationId}
        backHref="/chats"
        onDeleted={onDeleted}
      />,
      options,
    );
    return { onDeleted, remote };
  };
}
