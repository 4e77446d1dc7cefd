/**
 * A random Idempotency-Key for one write (sent again, unchanged, with each retry of it).
 * `crypto.randomUUID` needs a secure context, which a venue LAN served over plain HTTP is not;
 * `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
