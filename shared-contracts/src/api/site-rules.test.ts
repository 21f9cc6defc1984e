import { cleanPhone, formatDay, termsVersionDate } from './site-rules';

it.each([
  [undefined, '2023-12-01'],
  [null, '2023-12-01'],
  ['', '2023-12-01'],
  ['not a date', '2023-12-01'],
  ['2019-05-04 09:00:00', '2023-12-01'],
  ['2023-12-01', '2023-12-01'],
  ['2024-03-15 10:20:00', '2024-03-15'],
  ['2025-01-02T08:00:00.000Z', '2025-01-02'],
])('terms version for a company added %p is %s', (added, expected) => {
  expect(termsVersionDate(added)).toBe(expected);
});

it('writes the day in the reader’s language', () => {
  expect(formatDay('2023-12-01', 'nl')).toBe('1 december 2023');
  expect(formatDay('2023-12-01', 'en')).toBe('December 1, 2023');
});

it.each([
  ['020-123 45 67', '0201234567'],
  ['+31 (0)20 - 123 4567', '+31(0)201234567'],
  ['+1 555-010-9999', '+15550109999'],
  ['0800\t1234', '08001234'],
])('cleans %p to %p', (phone, expected) => {
  expect(cleanPhone(phone)).toBe(expected);
});
