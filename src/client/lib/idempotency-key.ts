/**
 * A random Idempotency-Key for one write (sent again, unchanged, with each retry of it).
 * `crypto.randomUUID` needs a secure context, which a venue LAN served over plain HTTP is not;
 * `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for a form that may be sent again: the same body gets the same key (a double tap, or a
 * retry after an answer that never arrived, is one request to the server), a changed body a new
 * one (the server refuses a key reused for another body).
 */
export function keyPerBody(): (body: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (body) => {
    const json = JSON.stringify(body);
    if (last?.body !== json) last = { body: json, key: newIdempotencyKey() };
    return last.key;
  };
}
