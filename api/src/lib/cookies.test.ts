import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, wherever it stands', () => {
    expect(readCookie('sid=abc', 'sid')).toBe('abc');
    expect(readCookie('a=1; sid=abc; b=2', 'sid')).toBe('abc');
    expect(readCookie('a=1;sid=abc', 'sid')).toBe('abc');
    expect(readCookie('  sid = abc  ; b=2', 'sid')).toBe('abc');
    expect(readCookie('xsid=1; sidx=2', 'sid')).toBeUndefined();
    expect(readCookie('a=1; b=2', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
    expect(readCookie('', 'sid')).toBeUndefined();
  });

  it('takes the first of two cookies of one name, and a part without = is skipped', () => {
    expect(readCookie('sid=first; sid=second', 'sid')).toBe('first');
    expect(readCookie('junk; sid=abc', 'sid')).toBe('abc');
    expect(readCookie('sid; sid=abc', 'sid')).toBe('abc');
  });

  it('decodes the value, drops its quotes and refuses a broken escape', () => {
    expect(readCookie('sid="abc"', 'sid')).toBe('abc');
    expect(readCookie('sid=a%20b', 'sid')).toBe('a b');
    expect(readCookie('sid=a=b', 'sid')).toBe('a=b');
    expect(readCookie('sid=', 'sid')).toBe('');
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBeUndefined();
  });

  it('reads what serializeCookie wrote', () => {
    const value = 'a b;c=d%';
    const cookie = serializeCookie('sid', value, { maxAgeSeconds: 60, secure: false });
    expect(readCookie(cookie.split('; ')[0], 'sid')).toBe(value);
  });
});
