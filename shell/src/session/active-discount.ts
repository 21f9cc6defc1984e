import { catchError, concat, distinctUntilChanged, from, map, of, switchMap, timer } from 'rxjs';
import type { Observable } from 'rxjs';
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
 * itself: only the API knows whether the member used the code.
 */
export function activeDiscount$(deps: {
  api: ApiClient;
  endpoint: DiscountCodeEndpoint;
  user$: Observable<SessionUser | null>;
  now?: () => number;
}): Observable<ActiveDiscount | null> {
  const now = deps.now ?? Date.now;
  const load$ = (): Observable<ActiveDiscount | null> =>
    from(callEndpoint(deps.api, deps.endpoint, { query: { welcome: true } })).pipe(
      // No welcome discount is an answer (null); a failed call shows none either.
      map(({ discountcode }) =>
        discountcode
          ? {
              code: discountcode.code,
              value_percentage: discountcode.value_percentage,
              expires: discountcode.expires,
            }
          : null,
      ),
      catchError(() => of(null)),
      switchMap((discount) => {
        const endsAt =
          isTimeBonus(discount) && discount?.expires ? Date.parse(discount.expires) : NaN;
        // The time bonus is over at its `expires`: what the API offers then follows it.
        return endsAt > now()
          ? concat(of(discount), timer(endsAt - now()).pipe(switchMap(load$)))
          : of(discount);
      }),
    );
  return deps.user$.pipe(
    distinctUntilChanged((a, b) => discountKey(a) === discountKey(b)),
    switchMap((user) => (user ? load$() : of(null))),
  );
}
