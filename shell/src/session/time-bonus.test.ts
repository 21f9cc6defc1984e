import { BehaviorSubject } from 'rxjs';
import { HIDDEN_TIME_BONUS, type TimeBonusState } from '@dating/platform';
import { type SessionUser } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { timeBonusSecondsLeft, timeBonusState } from './time-bonus';
import { timeBonusCountdown$ } from './time-bonus-countdown';

const SIGNUP = Date.parse('2026-01-02T10:00:00.000Z');
const newMember = aSessionUser('Sanne', { signup_date: '2026-01-02T10:00:00.000Z' });

describe('time bonus rules', () => {
  it('gives an unpaid user the 14400 s after signup, nothing after', () => {
    expect(timeBonusSecondsLeft(newMember, SIGNUP)).toBe(14_400);
    expect(timeBonusSecondsLeft(newMember, SIGNUP + 1_000)).toBe(14_399);
    expect(timeBonusSecondsLeft(newMember, SIGNUP + 14_399_000)).toBe(1);
    expect(timeBonusSecondsLeft(newMember, SIGNUP + 14_400_000)).toBe(0);
    expect(timeBonusSecondsLeft(newMember, SIGNUP + 90_000_000)).toBe(0);
  });

  it('gives nothing to a paid user or without a user', () => {
    expect(timeBonusSecondsLeft({ ...newMember, paid_user: true }, SIGNUP)).toBe(0);
    expect(timeBonusSecondsLeft(null, SIGNUP)).toBe(0);
  });

  it('shows zero-padded hours, minutes and seconds, and hides at zero', () => {
    expect(timeBonusState(14_400)).toEqual({
      isVisible: true,
      hours: '04',
      minutes: '00',
      seconds: '00',
    });
    expect(timeBonusState(3_725)).toEqual({
      isVisible: true,
      hours: '01',
      minutes: '02',
      seconds: '05',
    });
    expect(timeBonusState(59)).toEqual({
      isVisible: true,
      hours: '00',
      minutes: '00',
      seconds: '59',
    });
    expect(timeBonusState(0)).toEqual(HIDDEN_TIME_BONUS);
    expect(HIDDEN_TIME_BONUS.isVisible).toBe(false);
  });
});

describe('time bonus countdown', () => {
  let states: TimeBonusState[];
  let user$: BehaviorSubject<SessionUser | null>;
  const clock = (s: TimeBonusState) => (s.isVisible ? `${s.hours}:${s.minutes}:${s.seconds}` : '-');

  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    user$ = new BehaviorSubject<SessionUser | null>(newMember);
  });
  afterEach(() => jest.useRealTimers());

  const run = () => timeBonusCountdown$(user$).subscribe((state) => states.push(state));

  it('ticks every second and ends, cleared, at zero', () => {
    jest.setSystemTime(SIGNUP + 14_397_000);
    const subscription = run();
    expect(states.map(clock)).toEqual(['00:00:03']);
    jest.advanceTimersByTime(999);
    expect(states.map(clock)).toEqual(['00:00:03']);
    jest.advanceTimersByTime(1);
    expect(states.map(clock)).toEqual(['00:00:03', '00:00:02']);
    jest.advanceTimersByTime(2_000);
    expect(states.map(clock)).toEqual(['00:00:03', '00:00:02', '00:00:01', '-']);
    expect(states.at(-1)).toEqual(HIDDEN_TIME_BONUS);
    jest.advanceTimersByTime(10_000);
    expect(states).toHaveLength(4);
    expect(jest.getTimerCount()).toBe(0);
    subscription.unsubscribe();
  });

  it('counts down from 04:00:00 right after signup', () => {
    jest.setSystemTime(SIGNUP);
    const subscription = run();
    jest.advanceTimersByTime(61_000);
    expect(clock(states[0] as TimeBonusState)).toBe('04:00:00');
    expect(clock(states.at(-1) as TimeBonusState)).toBe('03:58:59');
    subscription.unsubscribe();
  });

  it('keeps running through a refreshed copy of the same user', () => {
    jest.setSystemTime(SIGNUP + 60_000);
    const subscription = run();
    user$.next({ ...newMember });
    jest.advanceTimersByTime(1_000);
    expect(states.map(clock)).toEqual(['03:59:00', '03:58:59']);
    subscription.unsubscribe();
  });

  it('ends when the user becomes paid', () => {
    jest.setSystemTime(SIGNUP + 60_000);
    const subscription = run();
    user$.next({ ...newMember, paid_user: true });
    expect(states.map(clock)).toEqual(['03:59:00', '-']);
    jest.advanceTimersByTime(5_000);
    expect(states).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('ends on logout and never shows without a user or after the window', () => {
    jest.setSystemTime(SIGNUP + 60_000);
    const subscription = run();
    user$.next(null);
    expect(states.map(clock)).toEqual(['03:59:00', '-']);
    jest.setSystemTime(SIGNUP + 14_400_000);
    user$.next(newMember);
    jest.advanceTimersByTime(5_000);
    expect(states.map(clock)).toEqual(['03:59:00', '-', '-']);
    subscription.unsubscribe();
  });
});
