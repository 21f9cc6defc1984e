import { loginFrom, returnAfterLogin } from './login-return';

describe('the way back after a login', () => {
  it('brings a visitor back to the page they asked for', () => {
    const login = loginFrom({ pathname: '/transactions/12', search: '?status=open' });
    expect(login).toBe('/login?next=%2Ftransactions%2F12%3Fstatus%3Dopen');
    expect(returnAfterLogin(login.slice('/login'.length))).toBe('/transactions/12?status=open');
  });

  it('goes to the members area when no page is named', () => {
    expect(returnAfterLogin('')).toBe('/members');
    expect(returnAfterLogin('?next=')).toBe('/members');
  });

  it.each([
    ['another site', '?next=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fmembers'],
    ['a backslash address', '?next=%2F%5Cevil.example'],
    ['a script', '?next=javascript%3Aalert(1)'],
    ['the login page itself', '?next=%2Flogin%3Fnext%3D%252Fmembers'],
  ])('refuses %s', (_what, search) => {
    expect(returnAfterLogin(search)).toBe('/members');
  });

  it('does not ask the login page to return to itself', () => {
    expect(loginFrom({ pathname: '/login', search: '' })).toBe('/login');
  });
});
