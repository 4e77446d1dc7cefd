import type { Auth } from './session-auth.ts';

/**
 * Who a session token belongs to, kept in memory (DESIGN section 8: a session's identity is a
 * hot read, asked by every request). Entries end at the session's expiry or after `maxAgeMs`,
 * whichever is first, so even a lost revocation notice cannot keep a session alive for long.
 * Revocations (logout, a new sign-in) reach every instance through the realtime hub.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: Auth; until: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxAgeMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(tokenHash: string): Auth | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.clock()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  /** Loads through `load` on a miss; a load that raced a revocation is not kept. */
  async resolve(tokenHash: string, load: () => Promise<{ auth: Auth; expiresAt: Date } | null>) {
    const cached = this.get(tokenHash);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const until = Math.min(loaded.expiresAt.getTime(), this.clock() + this.maxAgeMs);
      this.entries.set(tokenHash, { auth: loaded.auth, until });
    }
    return loaded.auth;
  }

  revoke(tokenHashes: string[]) {
    this.generation++;
    for (const hash of tokenHashes) this.entries.delete(hash);
  }

  /** Team names changed or teams were deleted: forget everything. */
  flush() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
