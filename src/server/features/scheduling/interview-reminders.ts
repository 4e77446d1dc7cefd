import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { spacedRuns } from '../../lib/spaced-runs.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import { formatVenueClock, zoneAbbreviation } from '../../../shared/venue-time.ts';
import { claimDueReminders } from './interview-reminders.repo.ts';
import { readVenueZone } from './venue-day.ts';

const DEFAULT_SWEEP_MS = 30_000;
/** The least time between two sweeps' starts: a reminder due at once goes out within it. */
const SWEEP_GAP_MS = 1_000;

/**
 * Every instance sweeps for due reminders on a timer, and soon after a booking (one made inside
 * the lead time is reminded within a second). Each sweep claims its bookings in the
 * database first (interview-reminders.repo.ts), then tells what happened: the effects push the
 * reminder. A claim is never given back, so a crash between the claim and the push loses that
 * reminder rather than sending it twice (decision 163).
 */
export function startReminderSweeps(deps: { db: AppDb; events: EventSink; log: FastifyBaseLogger }, intervalMs = DEFAULT_SWEEP_MS) {
  async function sweep(): Promise<void> {
    const claimed = await claimDueReminders(deps.db);
    if (claimed.length === 0) return;
    const timeZone = await readVenueZone(deps.db);
    const now = Date.now();
    for (const booking of claimed) {
      const minutesLeft = Math.max(1, Math.round((booking.startTime.getTime() - now) / 60_000));
      await deps.events.emit({
        type: 'interview.reminder',
        interviewId: booking.interviewId,
        teamId: booking.teamId,
        title: booking.title,
        room: booking.room,
        minutesLeft,
        // Always labelled: a push is read on a lock screen, far from the app's venue clock.
        venueTime: `${formatVenueClock(booking.startTime, timeZone)} ${zoneAbbreviation(booking.startTime, timeZone)}`,
      });
    }
  }

  const sweeps = spacedRuns(
    () => sweep().catch((error: unknown) => deps.log.error({ err: error }, 'the reminder sweep failed')),
    Math.min(SWEEP_GAP_MS, intervalMs),
  );
  const timer = setInterval(() => void sweeps.soon(), intervalMs);
  timer.unref();
  return {
    /** A booking or a new lead time may make a reminder due now: sweep within a second. */
    sweepSoon: sweeps.soon,
    async stop() {
      clearInterval(timer);
      await sweeps.stop();
    },
  };
}
