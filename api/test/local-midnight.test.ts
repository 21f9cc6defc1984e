import { isTimeZone, nextLocalMidnight } from '../src/modules/swipe/local-midnight';

const next = (now: string, zone: string) => nextLocalMidnight(new Date(now), zone).toISOString();

describe('nextLocalMidnight', () => {
  it('is the coming midnight of the zone, whatever the date in UTC', () => {
    expect(next('2026-06-01T12:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-06-01T22:00:00.000Z');
    expect(next('2026-06-01T22:30:00.000Z', 'Europe/Amsterdam')).toBe('2026-06-02T22:00:00.000Z');
    expect(next('2026-06-01T02:00:00.000Z', 'America/New_York')).toBe('2026-06-01T04:00:00.000Z');
    expect(next('2026-06-01T12:00:00.000Z', 'Asia/Kolkata')).toBe('2026-06-01T18:30:00.000Z');
    expect(next('2026-06-01T12:00:00.000Z', 'UTC')).toBe('2026-06-02T00:00:00.000Z');
  });

  it('counts the day a clock change shortens or lengthens', () => {
    // Amsterdam leaves summer time on 25 October 2026 at 03:00 local time.
    expect(next('2026-10-24T23:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-10-25T23:00:00.000Z');
    // Santiago skips midnight in spring (2026-09-06 00:00 becomes 01:00).
    expect(next('2026-09-05T12:00:00.000Z', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
