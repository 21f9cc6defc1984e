import { useObservable, useRemoteProps } from '@dating/platform';

/**
 * The member's conversations as the shell's session holds them: the shell loads them,
 * refreshes them on its schedule and at once on a live `message` event, so this list
 * follows the badge without fetching anything itself.
 */
export function useSessionChats() {
  const { session, bus } = useRemoteProps();
  const chats = useObservable(session.chats$, session.snapshot().chats);
  const { chats: status } = useObservable(session.listsStatus$, session.snapshot().listsStatus);
  const retry = () => bus.emit({ type: 'session/refresh-requested' });
  return { chats, status, retry };
}
