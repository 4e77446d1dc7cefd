import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { spacedRuns } from '../../lib/spaced-runs.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import { claimDueReminders, type ClaimedReminder } from './interview-reminders.repo.ts';
import { readVenueZone } from './venue-day.ts';
import { transaction } from '../../db/transactions.ts';

const DEFAULT_SWEEP_MS = 30_000;
/** The least time between two sweeps' starts: a reminder due at once goes out within it. */
const SWEEP_GAP_MS = 1_000;

/**
 * Every instance sweeps for due reminders on a timer, and soon after a booking (one made inside
 * the lead time is reminded within a second). Each sweep claims its bookings and records their
 * reminders in one transaction (interview-reminders.repo.ts): the effects queue the pushes in it,
 * so a claim commits with its queued pushes or neither does, and a crash anywhere loses no
 * reminder and sends none twice (decisions 163 and 271). Pages hear of it once it committed.
 */
export function startReminderSweeps(
  deps: { db: AppDb; events: EventSink; log: FastifyBaseLogger },
  intervalMs = DEFAULT_SWEEP_MS,
) {
  async function sweep(): Promise<void> {
    const reminders = await transaction(deps.db, async (tx) => {
      const claimed = await claimDueReminders(tx);
      if (claimed.length === 0) return [];
      const events = reminderEvents(claimed, await readVenueZone(tx));
      await deps.events.record(tx, ...events);
      return events;
    });
    if (reminders.length > 0) await deps.events.emit(...reminders);
  }

  const sweeps = spacedRuns(
    () =>
      sweep().catch((error: unknown) =>
        deps.log.error({ err: error }, 'the reminder sweep failed'),
      ),
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

function reminderEvents(claimed: ClaimedReminder[], timeZone: string): DomainEvent[] {
  const now = Date.now();
  return claimed.map((booking) => ({
    type: 'interview.reminder',
    interviewId: booking.interviewId,
    teamId: booking.teamId,
    title: booking.title,
    room: booking.room,
    minutesLeft: Math.max(1, Math.round((booking.startTime.getTime() - now) / 60_000)),
    // Read on the venue's clock in each phone's language, with the zone named (alert-texts.ts).
    startTime: booking.startTime.toISOString(),
    timeZone,
  }));
}
