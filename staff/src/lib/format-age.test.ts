import { formatAge, secondsSince } from './format-age';
import { createStaffI18n } from './i18n';
import { undoDeadline } from './recent-decision';

describe('ages in the inbox', () => {
  it('read in minutes, hours and days, in Dutch and in English', () => {
    const nl = createStaffI18n('nl').t;
    const en = createStaffI18n('en').t;
    expect([30, 12 * 60, 3 * 3600 + 59 * 60, 2 * 86_400].map((s) => formatAge(s, nl))).toEqual([
      'net binnen',
      '12 min',
      '3 u',
      '2 d',
    ]);
    expect([59, 60, 3 * 3600, 86_400].map((s) => formatAge(s, en))).toEqual([
      'just in',
      '1 min',
      '3 h',
      '1 d',
    ]);
  });

  it('never go below zero when the server clock is ahead', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(secondsSince('2026-11-30T09:58:30Z', now)).toBe(90);
    expect(secondsSince('2026-11-30T10:00:05Z', now)).toBe(0);
  });
});

describe('the undo deadline', () => {
  const now = Date.parse('2026-11-30T10:00:00Z');
  it("is the server's, on this clock", () => {
    expect(undoDeadline('2026-11-30T10:00:07Z', now)).toBe(now + 7000);
  });
  it('is the full 10 s when the clocks disagree', () => {
    expect(undoDeadline('2026-11-30T09:59:00Z', now)).toBe(now + 10_000);
    expect(undoDeadline('2026-11-30T10:05:00Z', now)).toBe(now + 10_000);
  });
});
