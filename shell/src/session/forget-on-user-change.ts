import { distinctUntilChanged, map, skip, type Observable } from 'rxjs';
import type { QueryClient } from '@dating/platform';
import type { SessionUser } from '@dating/shared-contracts';

/**
 * Empties the query cache when the member changes (logout, another login, a lost
 * session): cached answers are one member's, and remotes must never show them to the
 * next one in the same tab.
 */
export function forgetOnUserChange(
  user$: Observable<SessionUser | null>,
  queryClient: QueryClient,
) {
  return user$
    .pipe(
      map((user) => user?.id ?? null),
      distinctUntilChanged(),
      skip(1),
    )
    .subscribe(() => queryClient.clear());
}
