import { dateTimeFormat } from './date-format';

describe('dateTimeFormat', () => {
  it('formats as Intl does, in the language asked for', () => {
    const at = new Date('2026-06-01T14:05:00Z');
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('nl', options).format(at)).toBe(
      new Intl.DateTimeFormat('nl', options).format(at),
    );
    expect(dateTimeFormat('de', options).format(at)).toBe('1. Juni');
  });

  it('makes one format per language and options, and keeps it', () => {
    const first = dateTimeFormat('fr', { hour: '2-digit', minute: '2-digit' });
    expect(dateTimeFormat('fr', { hour: '2-digit', minute: '2-digit' })).toBe(first);
    expect(dateTimeFormat('fr', { timeStyle: 'short' })).not.toBe(first);
    expect(dateTimeFormat('it', { hour: '2-digit', minute: '2-digit' })).not.toBe(first);
  });
});
