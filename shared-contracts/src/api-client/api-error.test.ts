import { ApiError, isApiError } from './api-error';

it('recognizes an API error thrown by another bundle copy of the contracts', () => {
  // What the shell's client throws, as a remote built separately sees it: another class.
  const foreign = Object.assign(new Error('not_found'), {
    [Symbol.for('dating.api-error')]: true,
    status: 404,
    code: 'not_found',
  });
  expect(isApiError(foreign)).toBe(true);
  expect(isApiError(new Error('not_found'))).toBe(false);
  expect(isApiError(null)).toBe(false);
});

it('recognizes its own errors', () => {
  expect(isApiError(new ApiError(403, { code: 'authentication_required' }))).toBe(true);
});
