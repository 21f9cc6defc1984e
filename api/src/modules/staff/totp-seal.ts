import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a sealed secret starts with; a stored secret without it is one from before sealing. */
const SEALED = 'v1.';

/**
 * Seals and opens staff accounts' TOTP secrets (AES-256-GCM), so that a copy of the database
 * alone does not give away the second factor. The key comes from the configuration
 * (`staffTotpKey`), never from the database.
 */
export class TotpSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return SEALED + parts.join('.');
  }

  /** The secret of a stored value: a sealed one opened (it throws when altered), an old one as it is. */
  open(stored: string): string {
    if (!this.isSealed(stored)) return stored;
    const [iv, tag, body] = stored
      .slice(SEALED.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) throw new Error('a sealed TOTP secret is malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  isSealed(stored: string): boolean {
    return stored.startsWith(SEALED);
  }
}
