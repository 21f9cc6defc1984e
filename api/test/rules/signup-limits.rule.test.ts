import { birthDateProblem, passwordTooShort } from '@dating/shared-contracts/api';
import { createTestApp, type TestContext } from '../helper';

// The test app's clock: 2026-06-01, 12:00 UTC.
const TODAY = new Date('2026-06-01T12:00:00.000Z');

/** One table, run against the shared rules and against the API's POST /api/signup.php. */
const BIRTH_DATES: readonly [string, 'invalid_birth_date' | 'too_young' | null][] = [
  ['2008-06-01', null],
  ['2008-06-02', 'too_young'],
  ['2010-01-01', 'too_young'],
  ['1906-06-01', null],
  ['1905-06-01', 'invalid_birth_date'],
  ['2026-06-02', 'invalid_birth_date'],
  ['1990-02-30', 'invalid_birth_date'],
  ['2000-02-29', null],
  ['gisteren', 'invalid_birth_date'],
];
const PASSWORDS: readonly [string, boolean][] = [
  ['Zq8#vLp', true],
  ['Zq8#vLp2', false],
  ['', true],
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The API's refusal of one field at signup (null: that field passed). */
async function refusalOf(field: string, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: `limits-${Math.random().toString(36).slice(2)}@example.nl`,
      name: 'Grens',
      password: 'Zq8#vLp2-lang-genoeg',
      date_of_birth: '1995-04-03',
      ...payload,
    },
  });
  const fields: { field: string; messageKey: string }[] = response.json().fields ?? [];
  return fields.find((error) => error.field === field)?.messageKey ?? null;
}

describe.each(BIRTH_DATES)('born %s', (birth, problem) => {
  it('by the shared rule', () => {
    expect(birthDateProblem(birth, TODAY)).toBe(problem);
  });
  it('by the API', async () => {
    expect(await refusalOf('date_of_birth', { date_of_birth: birth })).toBe(problem);
  });
});

describe.each(PASSWORDS)('the password %p', (password, tooShort) => {
  it('by the shared rule', () => {
    expect(passwordTooShort(password)).toBe(tooShort);
  });
  it('by the API', async () => {
    const refusal = await refusalOf('password', { password });
    expect(refusal === 'password_too_short').toBe(tooShort);
  });
});
