import { createPrivateKey, sign } from 'node:crypto';
import { encrypt } from 'web-push';
import { generateVapidKeys, type VapidKeys } from '../../../lib/vapid';
import { checkVapid, decryptPush } from './push-checks';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const SECONDS = NOW.getTime() / 1000;
const AUDIENCE = 'https://push.example.com';

/** An ES256 JWT as RFC 8292 has it (raw r||s signature), signed by the key pair. */
function jwt(claims: Record<string, unknown>, keys: VapidKeys, alg = 'ES256'): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: keys.privateKey,
    },
    format: 'jwk',
  });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part({ typ: 'JWT', alg })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `${data}.${signature.toString('base64url')}`;
}

describe('checkVapid', () => {
  const site = generateVapidKeys();
  const expected = { audience: AUDIENCE, publicKey: site.publicKey, now: NOW };
  const header = (token: string, k = site.publicKey) => `vapid t=${token}, k=${k}`;
  const claims = { aud: AUDIENCE, exp: SECONDS + 3600, sub: 'mailto:ops@example.com' };

  it('accepts a JWT of the site key for this push service', () => {
    expect(checkVapid(header(jwt(claims, site)), expected)).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `WebPush ${jwt(claims, site)}`],
    ['no k', `vapid t=${jwt(claims, site)}`],
    ['a bad signature', header(`${jwt(claims, site).slice(0, -4)}AAAA`)],
    ['a JWT signed by another key than k', header(jwt(claims, generateVapidKeys()))],
    ['another algorithm', header(jwt(claims, site, 'HS256'))],
    ['another audience', header(jwt({ ...claims, aud: 'https://other.example' }, site))],
    ['an expired JWT', header(jwt({ ...claims, exp: SECONDS - 1 }, site))],
    ['no expiry', header(jwt({ aud: AUDIENCE }, site))],
    ['an expiry beyond 24 hours', header(jwt({ ...claims, exp: SECONDS + 86401 }, site))],
  ])('refuses %s with 401', (_what, authorization) => {
    expect(checkVapid(authorization, expected)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a valid JWT of another application server key with 403', () => {
    const other = generateVapidKeys();
    expect(checkVapid(header(jwt(claims, other), other.publicKey), expected)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('accepts an expiry of exactly 24 hours', () => {
    const token = jwt({ ...claims, exp: SECONDS + 86400 }, site);
    expect(checkVapid(header(token), expected)).toEqual({ ok: true });
  });
});

describe('decryptPush', () => {
  // A browser's subscription keys: a P-256 pair and a 16-byte auth secret.
  const browser = generateVapidKeys();
  const auth = Buffer.alloc(16, 7).toString('base64url');

  it('reads what web-push encrypted for the subscription', () => {
    const { cipherText } = encrypt(browser.publicKey, auth, '{"title":"Hoi"}', 'aes128gcm');
    const plain = decryptPush(cipherText, { privateKey: browser.privateKey, auth });
    expect(plain.toString('utf8')).toBe('{"title":"Hoi"}');
  });

  it('fails for another auth secret', () => {
    const { cipherText } = encrypt(browser.publicKey, auth, 'x', 'aes128gcm');
    const wrong = Buffer.alloc(16, 8).toString('base64url');
    expect(() =>
      decryptPush(cipherText, { privateKey: browser.privateKey, auth: wrong }),
    ).toThrow();
  });
});
