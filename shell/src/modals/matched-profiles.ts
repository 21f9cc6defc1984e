import { filter, map, switchMap, take, type Observable } from 'rxjs';
import type { SessionLikes } from '@dating/platform';
import { isLiveEvent, type LiveFrame } from '@dating/shared-contracts';
import type { LikeProfile } from './match-modal';

/** How long a match waits for the likes summary to name the other member. */
export const MATCH_PROFILE_WAIT_MS = 15_000;

/**
 * The members a live 'match' names, as the match modal shows them. The event carries only
 * the id; both members liked each other, so the other one is in the member's given likes,
 * which the session reloads on every match. A match whose profile does not show up in
 * time (the reload failed, a block came between) shows nothing.
 */
export function matchedProfiles$(
  live$: Observable<LiveFrame>,
  likes$: Observable<SessionLikes>,
): Observable<LikeProfile> {
  return live$.pipe(
    filter((frame) => isLiveEvent(frame, 'match')),
    switchMap((frame) => {
      const until = Date.now() + MATCH_PROFILE_WAIT_MS;
      return likes$.pipe(
        filter(() => Date.now() < until),
        map(({ profiles }) => profiles.find((profile) => profile.id === frame.profile_id)),
        filter((profile) => profile !== undefined),
        take(1),
      );
    }),
  );
}
