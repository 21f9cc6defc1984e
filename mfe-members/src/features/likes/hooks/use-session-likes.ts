import {
  useObservable,
  useRemoteProps,
  type ListStatus,
  type SessionLikes,
} from '@dating/platform';

/**
 * The member's likes as the shell's session holds them: the shell loads them, keeps them
 * live (a like, a match, a like seen elsewhere) and refreshes them; this area only reads.
 */
export function useSessionLikes(): { likes: SessionLikes; status: ListStatus } {
  const { session } = useRemoteProps();
  const snapshot = session.snapshot();
  const likes = useObservable(session.likes$, snapshot.likes);
  const lists = useObservable(session.listsStatus$, snapshot.listsStatus);
  return { likes, status: lists.likes };
}
