import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T21:59:57.500Z') }));
  afterEach(() => jest.useRealTimers());

  it('ticks every second as hh:mm:ss and ends once at zero', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useCountdown('2026-06-01T22:00:00.000Z', onEnd));
    expect(result.current).toBe('00:00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe('00:00:02');
    // Each tick schedules the next after rendering: a second at a time.
    for (let i = 0; i < 5; i++) act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('counts hours', () => {
    const { result } = renderHook(() => useCountdown('2026-06-02T08:30:00.000Z', () => undefined));
    expect(result.current).toBe('10:30:03');
  });
});
