import { useEffect, useState } from 'react';
import type { SessionFacade } from '@dating/platform';
import type { LikeProfile } from './match-modal';
import { matchedProfiles$ } from './matched-profiles';

/** The match modal: opens wherever the member is when a like becomes mutual. */
export function useMatchModal(session: SessionFacade) {
  const [profile, setProfile] = useState<LikeProfile | null>(null);
  useEffect(() => {
    const subscription = matchedProfiles$(session.live$, session.likes$).subscribe(setProfile);
    return () => subscription.unsubscribe();
  }, [session]);
  return { profile, close: () => setProfile(null) };
}
