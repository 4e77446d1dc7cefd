import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
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
  /** Whole seconds until the window ends, on the counters' clock (at least 1). */
  secondsLeft: number;
}

/**
 * The instant counters keep time by, as SQL. In production it is the database's now(), one clock
 * for every instance; a test app may be given the same clock moved on to a window's start, so
 * that no window ends while a test fills it.
 */
export type GuessClock = SQL;
const DATABASE_CLOCK: GuessClock = sql`now()`;

/** The start of the current window on the counters' clock. */
export const windowStartSql = (seconds: number, clock: GuessClock = DATABASE_CLOCK) =>
  sql`to_timestamp(floor(extract(epoch from ${clock}) / ${seconds}::int) * ${seconds}::int)`;

/**
 * Counts one attempt on every counter in one statement, before the secret is checked: concurrent
 * attempts, on any instance, each see their own count (the upsert takes the row's lock). A row
 * from an ended window starts again at 1.
 */
export async function reserveAttempt(
  db: Executor,
  counters: GuessCounter[],
  clock: GuessClock = DATABASE_CLOCK,
): Promise<ReservedCounter[]> {
  return db
    .insert(guessCounters)
    .values(
      counters.map(({ key, windowSeconds }) => ({
        key,
        windowStart: windowStartSql(windowSeconds, clock),
        attempts: 1,
        expiresAt: sql`${windowStartSql(windowSeconds, clock)} + make_interval(secs => ${windowSeconds}::int)`,
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
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${guessCounters.expiresAt} - ${clock})))::int`,
    });
}

/** Gives a reservation back (the secret was right), in the window it was made in. */
export async function releaseAttempt(db: Executor, reserved: ReservedCounter[]) {
  if (!reserved.length) return;
  await db
    .update(guessCounters)
    .set({ attempts: sql`greatest(guess_counters.attempts - 1, 0)` })
    .where(
      or(
        ...reserved.map((row) =>
          and(eq(guessCounters.key, row.key), eq(guessCounters.windowStart, row.windowStart)),
        ),
      ),
    );
}

/** Deletes counters whose window has ended. */
export async function pruneGuessCounters(
  db: Executor,
  clock: GuessClock = DATABASE_CLOCK,
): Promise<number> {
  const deleted = await db
    .delete(guessCounters)
    .where(lt(guessCounters.expiresAt, clock))
    .returning({ key: guessCounters.key });
  return deleted.length;
}
