import { sql } from 'drizzle-orm';
import type { GuessClock } from '../plugins/guess-counters.repo.ts';

/** The longest window a guess counter uses; every shorter one (a minute) divides it. */
const LONGEST_WINDOW_MS = 600_000;

/**
 * The database's clock moved on to one second past the start of the next ten-minute window, and
 * running on from there: every counter's window starts with the test, so none ends while a test
 * fills it (a minute's window gives a test 59 seconds, a ten-minute one 599). Still the
 * database's clock, so every instance given it agrees.
 */
export function clockAtWindowStart(now: number = Date.now()): GuessClock {
  const aheadSeconds = (LONGEST_WINDOW_MS - (now % LONGEST_WINDOW_MS) + 1000) / 1000;
  return sql`(now() + make_interval(secs => ${aheadSeconds}::double precision))`;
}
