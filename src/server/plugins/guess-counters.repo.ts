import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guessCounters } from '../db/schema.ts';

/** One counter an attempt reserves: at most `max` attempts per fixed window of `windowSeconds`. */
export interface GuessCounter {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface ReservedCounter {
  key: string;
  attempts: number;
  windowStart: Date;
  expiresAt: Date;
}

/** The start of the current window, on the database's clock so every instance agrees. */
const windowStartSql = (seconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}::int) * ${seconds}::int)`;

/**
 * Counts one attempt on every counter in one statement, before the secret is checked: concurrent
 * attempts, on any instance, each see their own count (the upsert takes the row's lock). A row
 * from an ended window starts again at 1.
 */
export async function reserveAttempt(db: Executor, counters: GuessCounter[]): Promise<ReservedCounter[]> {
  return db
    .insert(guessCounters)
    .values(
      counters.map(({ key, windowSeconds }) => ({
        key,
        windowStart: windowStartSql(windowSeconds),
        attempts: 1,
        expiresAt: sql`${windowStartSql(windowSeconds)} + make_interval(secs => ${windowSeconds}::int)`,
      })),
    )
    .onConflictDoUpdate({
      target: guessCounters.key,
      set: {
        attempts: sql`case when guess_counters.window_start = excluded.window_start
          then guess_counters.attempts + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({
      key: guessCounters.key,
      attempts: guessCounters.attempts,
      windowStart: guessCounters.windowStart,
      expiresAt: guessCounters.expiresAt,
    });
}

/** Gives a reservation back (the secret was right), in the window it was made in. */
export async function releaseAttempt(db: Executor, reserved: ReservedCounter[]) {
  if (!reserved.length) return;
  await db
    .update(guessCounters)
    .set({ attempts: sql`greatest(guess_counters.attempts - 1, 0)` })
    .where(
      or(...reserved.map((row) => and(eq(guessCounters.key, row.key), eq(guessCounters.windowStart, row.windowStart)))),
    );
}

/** Deletes counters whose window has ended. */
export async function pruneGuessCounters(db: Executor): Promise<number> {
  const deleted = await db
    .delete(guessCounters)
    .where(lt(guessCounters.expiresAt, sql`now()`))
    .returning({ key: guessCounters.key });
  return deleted.length;
}
