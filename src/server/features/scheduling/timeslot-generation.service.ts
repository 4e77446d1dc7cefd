import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import { GENERATOR_MAX_SLOTS, GENERATOR_MESSAGES } from '../../../shared/contract/scheduling.ts';
import type {
  generateScheduleRequestSchema,
  GenerateScheduleResponse,
} from '../../../shared/contract/scheduling.ts';
import { badRequest } from '../../http-errors.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { planSchedule } from './schedule-generator.ts';
import { firstClash, overlapMessage } from './slot-overlap.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readVenueZone } from './venue-day.ts';
import * as writes from './timeslot-writes.repo.ts';
import * as repo from './timeslots.repo.ts';
import { listBlockedPeriods } from './matches.repo.ts';
import { clashText } from './match-clashes.service.ts';
import { slotClash } from '../../../shared/scheduling-rules.ts';
import { transaction } from '../../db/transactions.ts';

type GenerateRequest = z.output<typeof generateScheduleRequestSchema>;

/**
 * POST /api/timeslots/generate (admin): a day of slots. A planned slot that would overlap one
 * already in its room is skipped, and the answer says which and why.
 */
export async function generateSchedule(
  ctx: SchedulingContext,
  auth: Auth,
  body: GenerateRequest,
): Promise<GenerateScheduleResponse> {
  const zone = await readVenueZone(ctx.db);
  const planned = planSchedule(body, zone);
  if (planned.length === 0)
    throw badRequest(CODED.generator.tooShort, [
      { field: 'endTime', message: GENERATOR_MESSAGES.tooShort },
    ]);
  if (planned.length > GENERATOR_MAX_SLOTS) throw badRequest(CODED.generator.tooMany);
  const rooms = [...new Set(planned.map((slot) => slot.room))];
  const from = planned[0]!.startTime;
  const to = planned.at(-1)!.endTime;
  const { created, skippedSlots } = await transaction(ctx.db, async (tx) => {
    await writes.lockRooms(tx, rooms);
    const existing = await repo.slotsOverlapping(tx, rooms, from, to);
    const blockedPeriods = await listBlockedPeriods(tx);
    const fresh: typeof planned = [];
    const skipped: GenerateScheduleResponse['skippedSlots'] = [];
    for (const slot of planned) {
      const clash = firstClash(slot, existing);
      // No slot in a blocked period: the same rule a booking is refused by.
      const blocked = slotClash(slot, { matches: [], blockedPeriods, bufferMinutes: 0 });
      if (clash)
        skipped.push({
          startTime: slot.startTime.toISOString(),
          room: slot.room,
          reason: overlapMessage(clash),
        });
      else if (blocked)
        skipped.push({
          startTime: slot.startTime.toISOString(),
          room: slot.room,
          reason: clashText(blocked, zone),
        });
      else fresh.push(slot);
    }
    const inserted = fresh.length ? await writes.insertTimeslots(tx, fresh) : 0;
    if (inserted > 0) {
      await recordAudit(tx, auth, {
        action: 'timeslots.generated',
        target: rooms.join(', '),
        before: { slots: existing.length },
        after: {
          slots: existing.length + inserted,
          created: inserted,
          skipped: skipped.length,
          from: from.toISOString(),
          to: to.toISOString(),
        },
      });
    }
    return { created: inserted, skippedSlots: skipped };
  });
  if (created > 0) await ctx.events.emit({ type: 'timeslots.changed' });
  return { created, skipped: skippedSlots.length, skippedSlots };
}
