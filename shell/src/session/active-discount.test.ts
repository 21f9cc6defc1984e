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
const welcome = {
  code: 'WELCOME25',
  value_percentage: 25,
  expires: '2026-01-09T10:00:00.000Z',
};

function setup(
  user: SessionUser | null,
  respond: () => DiscountCodeLookupResponse = () => ({ discountcode: welcome as never }),
) {
  const api = strictApiClient([answer(endpoints.payments.discountCode, respond)]);
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

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is TIMEBONUS25 while the time bonus runs, then the welcome code', async () => {
  jest.setSystemTime(SIGNUP + 14_390_000);
  const { calls, discounts, subscription } = setup(newMember);
  expect(discounts).toEqual([
    { code: 'TIMEBONUS25', value_percentage: 25, expires: '2026-01-02T14:00:00.000Z' },
  ]);
  expect(calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(calls).toEqual([
    { method: 'GET', path: endpoints.payments.discountCode.path, query: { welcome: true } },
  ]);
  expect(discounts.at(-1)).toEqual(welcome);
  subscription.unsubscribe();
});

it('shows none when the member has no welcome discount (an answer, not an error)', async () => {
  jest.setSystemTime(SIGNUP + 20_000_000);
  const { discounts, calls, subscription } = setup(newMember, () => ({ discountcode: null }));
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  expect(discounts).toEqual([null]);
  subscription.unsubscribe();
});

it('loads the welcome code for a user past the bonus, swallowing its errors', async () => {
  jest.setSystemTime(SIGNUP + 20_000_000);
  const { discounts, subscription } = setup(newMember, () => {
    throw anApiError(404, 'code_not_found');
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(discounts).toEqual([null]);
  subscription.unsubscribe();
});

it('drops the time bonus when the user pays, and clears on logout', async () => {
  jest.setSystemTime(SIGNUP);
  const { user$, discounts, calls, subscription } = setup(newMember);
  user$.next({ ...newMember, paid_user: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(discounts.map((d) => d?.code ?? null)).toEqual(['TIMEBONUS25', 'WELCOME25']);
  expect(calls).toHaveLength(1);
  user$.next(null);
  expect(discounts.at(-1)).toBeNull();
  subscription.unsubscribe();
});

it('asks nothing while logged out', async () => {
  const { discounts, calls, subscription } = setup(null);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(discounts).toEqual([null]);
  expect(calls).toEqual([]);
  subscription.unsubscribe();
});
