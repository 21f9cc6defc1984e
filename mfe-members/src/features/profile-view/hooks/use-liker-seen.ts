import { useEffect } from 'react';
import { useObservable, useRemoteProps } from '@dating/platform';

/**
 * Opening a liker's profile clears that like's new flag on the server (GET profile.php);
 * the shell's likes, and so the likes badge, are asked to follow as soon as the profile is
 * there, not at the next scheduled refresh.
 */
export function useLikerSeen(profileId: string, loaded: boolean) {
  const { session, bus } = useRemoteProps();
  const likes = useObservable(session.likes$, session.snapshot().likes);
  const wasNew = likes.liked_by.some((like) => like.profile.id === profileId && like.like_new);
  useEffect(() => {
    if (loaded && wasNew) bus.emit({ type: 'session/refresh-requested' });
  }, [loaded, wasNew, bus]);
}
