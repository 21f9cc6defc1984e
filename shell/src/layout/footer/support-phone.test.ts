import { cleanPhone } from './support-phone';

it.each([
  ['020-123 45 67', '0201234567'],
  ['+31 (0)20 - 123 4567', '+31(0)201234567'],
  ['+1 555-010-9999', '+15550109999'],
  ['0800\t1234', '08001234'],
])('cleans %p to %p', (phone, expected) => {
  expect(cleanPhone(phone)).toBe(expected);
});
