import { Observable } from 'rxjs';
import type { ActiveDiscount } from '@dating/platform';
import type { ApiClient, SessionUser } from '@dating/shared-contracts';
import { callEndpoint, isTimeBonus, type endpoints } from '@dating/shared-contracts/api';

/** GET /api/discountcode.php, handed in so that a lazy chunk does not carry the API's registry. */
export type DiscountCodeEndpoint = typeof endpoints.payments.discountCode;

/** What may change the answer: another member, or a payment. */
const discountKey = (user: SessionUser | null) => (user ? `${user.id}:${user.paid_user}` : '');

/**
 * The active discount as the API decides it (`?welcome=true`: the time bonus while it runs
 * and is unused, else the welcome code, else none), asked again when the time bonus ends;
 * errors swallowed (none shown); null when logged out. The shell never works the bonus out
 * itself: only the API knows whether the member used the code. Written with a timer and a
 * generation count, not rxjs's switchMap, timer, from and catchError: those bring rxjs's
 * scheduler and its conversion of promises, iterables and streams into a member's first visit.
 */
export function activeDiscount$(deps: {
  api: ApiClient;
  endpoint: DiscountCodeEndpoint;
  user$: Observable<SessionUser | null>;
  now?: () => number;
}): Observable<ActiveDiscount | null> {
  const now = deps.now ?? Date.now;
  return new Observable<ActiveDiscount | null>((subscriber) => {
    // Each user (or payment) a generation: an answer or a timer of an earlier one is dropped.
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let key: string | null = null;
    const cancel = () => {
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
    };
    const load = (current: number) => {
      callEndpoint(deps.api, deps.endpoint, { query: { welcome: true } })
        // No welcome discount is an answer (null); a failed call shows none either.
        .then(({ discountcode }): ActiveDiscount | null =>
          discountcode
            ? {
                code: discountcode.code,
                value_percentage: discountcode.value_percentage,
                expires: discountcode.expires,
              }
            : null,
        )
        .catch(() => null)
        .then((discount) => {
          if (current !== generation) return;
          subscriber.next(discount);
          const endsAt =
            isTimeBonus(discount) && discount?.expires ? Date.parse(discount.expires) : NaN;
          // The time bonus is over at its `expires`: what the API offers then follows it.
          if (endsAt > now()) timer = setTimeout(() => load(current), endsAt - now());
        });
    };
    const subscription = deps.user$.subscribe({
      next: (user) => {
        if (key !== null && discountKey(user) === key) return;
        key = discountKey(user);
        cancel();
        if (user) load(generation);
        else subscriber.next(null);
      },
      error: (error: unknown) => subscriber.error(error),
    });
    return () => {
      cancel();
      subscription.unsubscribe();
    };
  });
}
