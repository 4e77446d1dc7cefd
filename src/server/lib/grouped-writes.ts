/**
 * Group commit for a write that takes many items at once: while one write is in flight, the items
 * of every further call wait and go out together in the next one (at most `maxItems` each). Under
 * load one statement carries many callers' items; alone, a call is written at once. Each call
 * resolves to its own items' results, in order, or rejects with its write's error. A write of
 * several calls that fails is retried once per call, so that only the call it refused fails.
 */
export function groupedWrites<T, R>(
  write: (items: T[]) => Promise<R[]>,
  maxItems = 500,
): (items: readonly T[]) => Promise<R[]> {
  type Waiting = {
    items: readonly T[];
    resolve: (results: R[]) => void;
    reject: (error: unknown) => void;
  };
  const queue: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch: Waiting[] = [];
      let count = 0;
      while (
        queue.length > 0 &&
        (batch.length === 0 || count + queue[0]!.items.length <= maxItems)
      ) {
        const next = queue.shift()!;
        batch.push(next);
        count += next.items.length;
      }
      try {
        const results = await write(batch.flatMap((waiting) => waiting.items));
        let offset = 0;
        for (const waiting of batch) {
          waiting.resolve(results.slice(offset, offset + waiting.items.length));
          offset += waiting.items.length;
        }
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One call's items may be what the write refused: each call is tried alone, so the
        // others are not failed with it.
        else
          for (const waiting of batch)
            await write([...waiting.items]).then(waiting.resolve, waiting.reject);
      }
    }
    writing = false;
  }

  return (items) => {
    if (items.length === 0) return Promise.resolve([]);
    const done = new Promise<R[]>((resolve, reject) => queue.push({ items, resolve, reject }));
    if (!writing) void drain();
    return done;
  };
}
