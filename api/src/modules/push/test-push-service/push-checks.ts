import { createECDH, createPublicKey, verify } from 'node:crypto';
import { decrypt } from 'http_ece';

/** The longest a VAPID JWT may run (RFC 8292 section 2). */
export const VAPID_MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export type VapidCheck = { ok: true } | { ok: false; status: 401 | 403; reason: string };

const refuse = (status: 401 | 403, reason: string): VapidCheck => ({ ok: false, status, reason });

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The P-256 public key of a base64url uncompressed point, or null. */
function publicKeyOf(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return null;
  try {
    return createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    return null;
  }
}

/**
 * What a push service checks of `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an
 * ES256 JWT signed by k, for this push service (`aud`), not expired and at most 24 h
 * ahead; 401 otherwise. A k other than the application server's key is 403 (the
 * subscription is bound to that key).
 */
export function checkVapid(
  authorization: string | undefined,
  expected: { audience: string; publicKey: string; now: Date },
): VapidCheck {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return refuse(401, 'missing vapid authorization');
  const params = new Map(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return refuse(401, 'vapid needs t and k');
  const key = publicKeyOf(k);
  if (!key) return refuse(401, 'k is not a P-256 public key');
  const [head, body, signature, ...rest] = token.split('.');
  if (!head || !body || !signature || rest.length > 0) return refuse(401, 'malformed JWT');
  const header = json(head);
  const claims = json(body);
  if (!header || !claims || header.alg !== 'ES256') return refuse(401, 'JWT is not ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return refuse(401, 'bad JWT signature');
  if (claims.aud !== expected.audience) return refuse(401, 'JWT aud is not this push service');
  const seconds = Math.floor(expected.now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return refuse(401, 'JWT expired');
  if (claims.exp > seconds + VAPID_MAX_EXPIRY_SECONDS) {
    return refuse(401, 'JWT expires more than 24 hours ahead');
  }
  if (k !== expected.publicKey)
    return refuse(403, 'not the application server key of the subscription');
  return { ok: true };
}

/** Decrypts an `aes128gcm` push body (RFC 8291) as the browser holding the keys would. */
export function decryptPush(body: Buffer, keys: { privateKey: string; auth: string }): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  return decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth });
}
