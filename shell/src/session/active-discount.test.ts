import { BehaviorSubject } from 'rxjs';
import type { ActiveDiscount } from '@dating/platform';
import type { SessionUser } from '@dating/shared-contracts';
import { endpoints, type DiscountCodeLookupResponse } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  strictApiClient,
} from '@dating/shared-contracts/testing';
import { activeDiscount$ } from './active-discount';

const SIGNUP = Date.parse('2026-01-02T10:00:00.000Z');
const newMember = aSessionUser('Sanne', { signup_date: '2026-01-02T10:00:00.000Z' });
const bonus = { code: 'TIMEBONUS25', value_percentage: 25, expires: '2026-01-02T14:00:00.000Z' };
const welcome = { code: 'WELCOME25', value_percentage: 25, expires: '2026-01-09T10:00:00.000Z' };

/** The API's answers in turn (the last one repeats). */
function setup(user: SessionUser | null, ...answers: (() => DiscountCodeLookupResponse)[]) {
  let asked = 0;
  const api = strictApiClient([
    answer(endpoints.payments.discountCode, () => {
      const respond = answers[
        Math.min(asked, answers.length - 1)
      ] as () => DiscountCodeLookupResponse;
      asked += 1;
      return respond();
    }),
  ]);
  const { calls } = api;
  const user$ = new BehaviorSubject(user);
  const discounts: (ActiveDiscount | null)[] = [];
  const subscription = activeDiscount$({
    api,
    endpoint: endpoints.payments.discountCode,
    user$,
  }).subscribe((d) => discounts.push(d));
  return { user$, calls, discounts, subscription };
}
const says = (discountcode: object | null) => () => ({ discountcode: discountcode as never });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the time bonus the API answers, then asks again when it ends', async () => {
  jest.setSystemTime(SIGNUP + 14_390_000);
  const { calls, discounts, subscription } = setup(newMember, says(bonus), says(welcome));
  await jest.advanceTimersByTimeAsync(0);
  expect(discounts).toEqual([bonus]);
  expect(calls).toEqual([
    { method: 'GET', path: endpoints.payments.discountCode.path, query: { welcome: true } },
  ]);
  await jest.advanceTimersByTimeAsync(9_999);
  expect(calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(2);
  expect(discounts).toEqual([bonus, welcome]);
  subscription.unsubscribe();
});

it('shows no time bonus to a new member whom the API offers none (the code was used)', async () => {
  jest.setSystemTime(SIGNUP + 60_000);
  const { discounts, calls, subscription } = setup(newMember, says(welcome));
  await jest.advanceTimersByTimeAsync(60 * 60_000);
  expect(discounts).toEqual([welcome]);
  expect(calls).toHaveLength(1);
  subscription.unsubscribe();
});

it('shows none when the member has no discount (an answer, not an error)', async () => {
  jest.setSystemTime(SIGNUP + 20_000_000);
  const { discounts, calls, subscription } = setup(newMember, says(null));
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  expect(discounts).toEqual([null]);
  subscription.unsubscribe();
});

it('swallows the API’s errors, showing none', async () => {
  jest.setSystemTime(SIGNUP + 20_000_000);
  const { discounts, subscription } = setup(newMember, () => {
    throw anApiError(404, 'code_not_found');
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(discounts).toEqual([null]);
  subscription.unsubscribe();
});

it('asks again when the member pays, and clears on logout', async () => {
  jest.setSystemTime(SIGNUP);
  const { user$, discounts, calls, subscription } = setup(newMember, says(bonus), says(null));
  await jest.advanceTimersByTimeAsync(0);
  user$.next({ ...newMember });
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  user$.next({ ...newMember, paid_user: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(discounts).toEqual([bonus, null]);
  expect(calls).toHaveLength(2);
  user$.next(null);
  expect(discounts.at(-1)).toBeNull();
  await jest.advanceTimersByTimeAsync(5 * 60 * 60_000);
  expect(calls).toHaveLength(2);
  subscription.unsubscribe();
});

it('asks nothing while logged out', async () => {
  const { discounts, calls, subscription } = setup(null, says(welcome));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(discounts).toEqual([null]);
  expect(calls).toEqual([]);
  subscription.unsubscribe();
});
