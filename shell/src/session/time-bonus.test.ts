import { BehaviorSubject } from 'rxjs';
import { HIDDEN_TIME_BONUS, type ActiveDiscount, type TimeBonusState } from '@dating/platform';
import { timeBonusSecondsLeft, timeBonusState } from './time-bonus';
import { timeBonusCountdown$ } from './time-bonus-countdown';

const ENDS = Date.parse('2026-01-02T14:00:00.000Z');
const bonus: ActiveDiscount = {
  code: 'TIMEBONUS25',
  value_percentage: 25,
  expires: '2026-01-02T14:00:00.000Z',
};
const welcome: ActiveDiscount = {
  code: 'WELCOME25',
  value_percentage: 25,
  expires: '2026-01-09T10:00:00.000Z',
};

describe('time bonus countdown values', () => {
  it('counts the whole seconds to the end, never past the 4-hour window', () => {
    expect(timeBonusSecondsLeft(ENDS, ENDS - 14_400_000)).toBe(14_400);
    expect(timeBonusSecondsLeft(ENDS, ENDS - 14_399_000)).toBe(14_399);
    expect(timeBonusSecondsLeft(ENDS, ENDS - 1_000)).toBe(1);
    expect(timeBonusSecondsLeft(ENDS, ENDS)).toBe(0);
    expect(timeBonusSecondsLeft(ENDS, ENDS + 90_000_000)).toBe(0);
    // A device clock a day behind still shows at most the window.
    expect(timeBonusSecondsLeft(ENDS, ENDS - 86_400_000)).toBe(14_400);
    expect(timeBonusSecondsLeft(null, ENDS)).toBe(0);
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
  let discount$: BehaviorSubject<ActiveDiscount | null>;
  const clock = (s: TimeBonusState) => (s.isVisible ? `${s.hours}:${s.minutes}:${s.seconds}` : '-');

  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    discount$ = new BehaviorSubject<ActiveDiscount | null>(bonus);
  });
  afterEach(() => jest.useRealTimers());

  const run = () => timeBonusCountdown$(discount$).subscribe((state) => states.push(state));

  it('ticks every second to the API’s end of the bonus, and ends, cleared, at zero', () => {
    jest.setSystemTime(ENDS - 3_000);
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

  it('counts down from 04:00:00 when the bonus has just begun', () => {
    jest.setSystemTime(ENDS - 14_400_000);
    const subscription = run();
    jest.advanceTimersByTime(61_000);
    expect(clock(states[0] as TimeBonusState)).toBe('04:00:00');
    expect(clock(states.at(-1) as TimeBonusState)).toBe('03:58:59');
    subscription.unsubscribe();
  });

  it('keeps running when the API answers the same bonus again', () => {
    jest.setSystemTime(ENDS - 60_000);
    const subscription = run();
    discount$.next({ ...bonus });
    jest.advanceTimersByTime(1_000);
    expect(states.map(clock)).toEqual(['00:01:00', '00:00:59']);
    subscription.unsubscribe();
  });

  it('stops as soon as the API’s discount is no longer the time bonus (used, paid)', () => {
    jest.setSystemTime(ENDS - 60_000);
    const subscription = run();
    discount$.next(welcome);
    expect(states.map(clock)).toEqual(['00:01:00', '-']);
    jest.advanceTimersByTime(5_000);
    expect(states).toHaveLength(2);
    discount$.next(null);
    expect(states.map(clock)).toEqual(['00:01:00', '-']);
    subscription.unsubscribe();
  });

  it('never shows for the welcome code, none, or a bonus already over', () => {
    jest.setSystemTime(ENDS);
    discount$.next(welcome);
    const subscription = run();
    discount$.next(null);
    discount$.next(bonus);
    jest.advanceTimersByTime(5_000);
    expect(states.map(clock).filter((shown) => shown !== '-')).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    subscription.unsubscribe();
  });
});
