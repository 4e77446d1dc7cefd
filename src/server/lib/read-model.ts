export interface ReadModelOptions {
  /** A value older than this is reloaded even without an invalidation (a lost notification). */
  maxAgeMs?: number;
  /** Past this many keys the key loaded longest ago is dropped (bounded memory). */
  maxEntries?: number;
  clock?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
}

/**
 * Hot reads kept in memory (DESIGN section 8): a keyed cache of loads that writers and realtime
 * notifications invalidate. Concurrent readers of a key share one load; a load that was running
 * when its key (or everything) was invalidated is served to its own callers but never kept, so
 * a stale value cannot outlive the change that made it stale; a failed load is not kept either.
 */
export class ReadModel<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(options: ReadModelOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.clock = options.clock ?? Date.now;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && this.clock() - cached.loadedAt < this.maxAgeMs) return cached.value;
    // Keys stay in load order (Map insertion order), so the first key is the one loaded longest ago.
    if (cached) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.evictOldest();
    const generation = this.generation;
    const entry: Entry<V> = { value: load(), loadedAt: this.clock() };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return entry.value;
  }

  /** Drops one key, or everything when no key is given. */
  invalidate(key?: string): void {
    if (key === undefined) {
      this.generation++;
      this.entries.clear();
    } else {
      this.entries.delete(key);
    }
  }

  /** Drops every key the predicate picks (e.g. all pages of one conversation). */
  invalidateWhere(predicate: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (predicate(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** One value kept in memory, such as a whole list every page reads. */
export interface CachedValue<V> {
  get(): Promise<V>;
  /** Drops the value, and any load in flight; the next read loads afresh. */
  invalidate(): void;
}

/** A read model of a single value: the keyed cache with one key and the same guarantees. */
export function cachedValue<V>(
  load: () => Promise<V>,
  options: Omit<ReadModelOptions, 'maxEntries'> = {},
): CachedValue<V> {
  const model = new ReadModel<V>({ ...options, maxEntries: 1 });
  return {
    get: () => model.get('value', load),
    invalidate: () => model.invalidate(),
  };
}
