import { Observable, filter, map, take, type Subscription } from 'rxjs';
import type { SessionLikes } from '@dating/platform';
import { isLiveEvent, type LiveFrame } from '@dating/shared-contracts';
import type { LikeProfile } from './match-modal';

/** How long a match waits for the likes summary to name the other member. */
export const MATCH_PROFILE_WAIT_MS = 15_000;

/**
 * The members a live 'match' names, as the match modal shows them. The event carries only
 * the id; both members liked each other, so the other one is in the member's given likes,
 * which the session reloads on every match. A match whose profile does not show up in
 * time (the reload failed, a block came between) shows nothing; a new match ends the wait
 * for the one before. The switch is written out: rxjs's switchMap would bring its
 * conversion of promises, iterables and streams into every first visit.
 */
export function matchedProfiles$(
  live$: Observable<LiveFrame>,
  likes$: Observable<SessionLikes>,
): Observable<LikeProfile> {
  return new Observable<LikeProfile>((subscriber) => {
    let waiting: Subscription | undefined;
    subscriber.add(() => waiting?.unsubscribe());
    subscriber.add(
      live$.pipe(filter((frame) => isLiveEvent(frame, 'match'))).subscribe({
        next: (frame) => {
          waiting?.unsubscribe();
          const until = Date.now() + MATCH_PROFILE_WAIT_MS;
          waiting = likes$
            .pipe(
              filter(() => Date.now() < until),
              map(({ profiles }) => profiles.find((profile) => profile.id === frame.profile_id)),
              filter((profile) => profile !== undefined),
              take(1),
            )
            .subscribe((profile) => subscriber.next(profile));
        },
        error: (error: unknown) => subscriber.error(error),
      }),
    );
  });
}
