import { useEffect } from 'react';
import { useShell } from '../shell-context';
import type { LikeProfile } from './match-modal';
import { matchedProfiles$ } from './matched-profiles';

/**
 * Names the other member when a like becomes mutual, wherever the member is, for the match
 * modal. Only a member's live channel tells of matches, so it comes with the member chrome.
 * `onMatch` must keep its identity (a state setter).
 */
export function MatchWatch({ onMatch }: { onMatch: (profile: LikeProfile) => void }) {
  const { session } = useShell();
  useEffect(() => {
    const subscription = matchedProfiles$(session.facade.live$, session.facade.likes$).subscribe(
      onMatch,
    );
    return () => subscription.unsubscribe();
  }, [session, onMatch]);
  return null;
}
