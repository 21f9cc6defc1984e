import { createECDH } from 'node:crypto';

/**
 * VAPID keys as web push uses them: the public key is the uncompressed P-256 point (65
 * bytes, 0x04 || x || y) in base64url, what PushManager.subscribe takes as its
 * applicationServerKey; the private key is the 32-byte scalar in base64url.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A scalar with leading zero bytes comes back shorter; web-push expects 32 bytes.
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
}

/** What is wrong with a key pair, or null when the private key yields the public one. */
export function vapidKeyProblem(keys: VapidKeys): string | null {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04)
    return 'VAPID_PUBLIC_KEY must be a base64url uncompressed P-256 point (65 bytes)';
  if (privateKey.length !== 32) return 'VAPID_PRIVATE_KEY must be 32 bytes in base64url';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey))
      return 'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return null;
}
