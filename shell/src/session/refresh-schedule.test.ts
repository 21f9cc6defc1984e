import { BehaviorSubject } from 'rxjs';
import type { PushState } from '@dating/platform';
import { refreshTicks$ } from './refresh-schedule';

function setup(push: PushState = 'unknown') {
  const pushState$ = new BehaviorSubject<PushState>(push);
  let ticks = 0;
  const subscription = refreshTicks$(pushState$).subscribe(() => ticks++);
  return { pushState$, subscription, ticks: () => ticks };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('ticks 5 s after subscribing, then every 60 s', () => {
  const { ticks } = setup();
  jest.advanceTimersByTime(4_999);
  expect(ticks()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(ticks()).toBe(1);
  jest.advanceTimersByTime(59_999);
  expect(ticks()).toBe(1);
  jest.advanceTimersByTime(1);
  expect(ticks()).toBe(2);
});

it('restarts the period when the push state changes it, and only then', () => {
  const { pushState$, ticks } = setup('subscribed');
  jest.advanceTimersByTime(5_000 + 200_000);
  expect(ticks()).toBe(1);
  pushState$.next('denied');
  jest.advanceTimersByTime(59_999);
  expect(ticks()).toBe(1);
  jest.advanceTimersByTime(1);
  expect(ticks()).toBe(2);
  // The same period again: the running one goes on.
  jest.advanceTimersByTime(30_000);
  pushState$.next('unknown');
  jest.advanceTimersByTime(30_000);
  expect(ticks()).toBe(3);
});

it('stops every timer and the push state when unsubscribed, before or after the start', () => {
  const early = setup();
  early.subscription.unsubscribe();
  const late = setup();
  jest.advanceTimersByTime(5_000);
  late.subscription.unsubscribe();
  expect(late.pushState$.observed).toBe(false);
  jest.advanceTimersByTime(600_000);
  expect([early.ticks(), late.ticks()]).toEqual([0, 1]);
  expect(jest.getTimerCount()).toBe(0);
});

it('stops when unsubscribed from within a tick', () => {
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const subscription = refreshTicks$(pushState$).subscribe(() => subscription.unsubscribe());
  jest.advanceTimersByTime(5_000);
  expect(pushState$.observed).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});
