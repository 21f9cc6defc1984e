import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { RemoteName } from '@dating/shared-contracts';

const IDLE = { kind: 'idle' } as const;

export type RemoteState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'mounted'; readonly version: string }
  | { readonly kind: 'failed'; readonly retry: () => void }
  | { readonly kind: 'crashed'; readonly version: string; readonly retry: () => void };

/** What each outlet should show, observed by the shell's React tree. */
export class RemoteStatusBoard {
  private readonly states = new BehaviorSubject<ReadonlyMap<RemoteName, RemoteState>>(new Map());

  set(name: RemoteName, state: RemoteState): void {
    const next = new Map(this.states.value);
    next.set(name, state);
    this.states.next(next);
  }

  get(name: RemoteName): RemoteState {
    return this.states.value.get(name) ?? IDLE;
  }

  watch(name: RemoteName): Observable<RemoteState> {
    return this.states.pipe(
      map((states) => states.get(name) ?? IDLE),
      distinctUntilChanged(),
    );
  }
}
