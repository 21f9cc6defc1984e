/**
 * A fresh key for one intended purchase (IdempotencyKeySchema: 8 to 64 of [A-Za-z0-9_-]): a
 * retry of the same request sends the same key, and the server answers the first payment.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
