import { catchError, concat, distinctUntilChanged, from, map, of, switchMap, timer } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ActiveDiscount } from '@dating/platform';
import type { ApiClient, SessionUser } from '@dating/shared-contracts';
import { callEndpoint, type endpoints } from '@dating/shared-contracts/api';
import { timeBonusEndsAt } from './time-bonus';

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;

const discountKey = (user: SessionUser | null) =>
  user ? `${user.id}:${user.paid_user}:${user.signup_date}` : '';

/**
 * The active discount: TIMEBONUS25 while the time bonus runs, else the
 * welcome code (loaded when logged in, its errors swallowed); null when logged out.
 */
/** GET /api/discountcode.php, handed in so that a lazy chunk does not carry the API's registry. */
export type DiscountCodeEndpoint = typeof endpoints.payments.discountCode;

export function activeDiscount$(deps: {
  api: ApiClient;
  endpoint: DiscountCodeEndpoint;
  user$: Observable<SessionUser | null>;
  now?: () => number;
}): Observable<ActiveDiscount | null> {
  const now = deps.now ?? Date.now;
  const welcome$ = () =>
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
    );
  return deps.user$.pipe(
    distinctUntilChanged((a, b) => discountKey(a) === discountKey(b)),
    switchMap((user) => {
      if (!user) return of(null);
      const endsAt = timeBonusEndsAt(user);
      if (endsAt === null || endsAt <= now()) return welcome$();
      const bonus: ActiveDiscount = {
        code: TIME_BONUS_CODE,
        value_percentage: TIME_BONUS_PERCENTAGE,
        expires: new Date(endsAt).toISOString(),
      };
      return concat(of(bonus), timer(endsAt - now()).pipe(switchMap(welcome$)));
    }),
  );
}
