/**
 * The counters this instance has seen over a limit that refuses, each until its window ends.
 * Within a window such a counter hardly falls: an attempt over the limit is never checked, so
 * never given back; only attempts already in flight when it went over may give theirs back. So a
 * counter seen over is taken to stay over (at worst a little stricter than the database): the
 * next attempts on it are refused here, without a database write each. A burst of hundreds of
 * guesses from one address then costs the database nothing once the address is over (on PGlite
 * those writes ran on the event loop, ahead of every other request).
 */
export class KnownRefusals {
  /** Counter key → when its window ends (epoch ms). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly maxKept = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds until the last of these counters known to be over frees; 0 when none is known. */
  secondsLeft(keys: readonly string[]): number {
    const now = this.clock();
    let latest = 0;
    for (const key of keys) {
      const until = this.until.get(key);
      if (until === undefined) continue;
      if (until <= now) this.until.delete(key);
      else latest = Math.max(latest, until);
    }
    return latest === 0 ? 0 : Math.ceil((latest - now) / 1000);
  }

  /** Counters the database just said are over, with the seconds their windows have left. */
  remember(over: readonly { key: string; secondsLeft: number }[]) {
    const now = this.clock();
    if (this.until.size + over.length > this.maxKept) this.forgetEnded(now);
    for (const { key, secondsLeft } of over) this.until.set(key, now + secondsLeft * 1000);
  }

  private forgetEnded(now: number) {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
    // Still full of live windows (an attack from many addresses): the database decides again.
    if (this.until.size >= this.maxKept) this.until.clear();
  }
}
