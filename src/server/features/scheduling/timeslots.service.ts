import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import { withinDateYears } from '../../../shared/contract/common.ts';
import {
  TIMESLOT_ERRORS,
  type CreateTimeslotRequest,
  type DeleteOpenSlotsResponse,
  type Timeslot,
  type timeslotsQuerySchema,
} from '../../../shared/contract/timeslots.ts';
import { SCHEDULING } from '../../../shared/constants.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as interviewsRepo from './interviews.repo.ts';
import { firstClash, overlapCoded } from './slot-overlap.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { toTimeslotDto } from './scheduling.dto.ts';
import { readSettings } from './scheduling-settings.repo.ts';
import { venueDay } from './venue-day.ts';
import { timeslotList, type TimeslotList } from './timeslots-read-model.ts';
import * as writes from './timeslot-writes.repo.ts';
import * as repo from './timeslots.repo.ts';
import { bookingClash } from './match-clashes.service.ts';
import { transaction } from '../../db/transactions.ts';

type TimeslotsQuery = z.output<typeof timeslotsQuerySchema>;

const DEFAULT_INTERVIEW_TITLE = 'Judging Interview';

/**
 * GET /api/timeslots. `date` lists that day, `tournamentDayOnly` the administrator's tournament
 * day (nothing while it is unset), neither lists every slot. Served from the read model.
 */
export function listTimeslots(
  ctx: SchedulingContext,
  query: TimeslotsQuery,
): Promise<TimeslotList> {
  const day = query.tournamentDayOnly ? 'tournament-day' : (query.date ?? 'all');
  const key = `${day}|${query.teamId ?? ''}|${query.limit ?? ''}|${query.offset ?? ''}`;
  return ctx.slots.get(key, async () => {
    let date = query.date;
    if (query.tournamentDayOnly) {
      date = (await readSettings(ctx.db)).tournamentDate ?? undefined;
      // No slot can exist on a day outside the scheduling years (an absurd date an admin typed).
      if (!date || !withinDateYears(date)) return timeslotList([], 0);
    }
    const filter: repo.TimeslotFilter = {
      ...(date ? await venueDay(ctx.db, date) : {}),
      teamId: query.teamId,
    };
    const rows = await repo.listTimeslots(ctx.db, filter, {
      limit: query.limit,
      offset: query.offset,
    });
    const paged = query.limit !== undefined || !!query.offset;
    const total = paged ? await repo.countTimeslots(ctx.db, filter) : rows.length;
    return timeslotList(rows.map(toTimeslotDto), total);
  });
}

async function timeslotDto(ctx: SchedulingContext, id: number): Promise<Timeslot> {
  const row = await repo.findTimeslot(ctx.db, id);
  if (!row) throw notFound(CODED.timeslots.notFound);
  return toTimeslotDto(row);
}

/** What the activity log keeps of a slot. */
const auditedSlot = (slot: { startTime: Date; endTime: Date; room: string | null }) => ({
  startTime: slot.startTime.toISOString(),
  endTime: slot.endTime.toISOString(),
  room: slot.room,
});

/**
 * POST /api/timeslots (admin): an open slot, or one booked at once for the team named. The
 * activity log gets the slot (and the team it went to) in the same transaction.
 */
export async function createTimeslot(
  ctx: SchedulingContext,
  auth: Auth,
  body: CreateTimeslotRequest,
  now: Date = new Date(),
): Promise<Timeslot> {
  const startTime = new Date(body.startTime);
  const endTime = body.endTime
    ? new Date(body.endTime)
    : new Date(startTime.getTime() + SCHEDULING.adminSlotMinutes * 60_000);
  if (startTime <= now)
    throw badRequest(CODED.timeslots.startInPast, [
      { field: 'startTime', message: TIMESLOT_ERRORS.startInPast },
    ]);
  const room = body.room || null;
  const teamId = body.teamId ?? null;

  const { id, interviewId, warning } = await transaction(ctx.db, async (tx) => {
    await writes.lockRooms(tx, [room]);
    const clash = firstClash(
      { startTime, endTime, room },
      await repo.slotsOverlapping(tx, [room], startTime, endTime),
    );
    if (clash) throw conflict(overlapCoded(clash));
    if (teamId !== null && !(await interviewsRepo.lockTeamForBooking(tx, teamId)))
      throw notFound(CODED.timeslots.teamNotFound);
    const slotId = await writes.insertTimeslot(tx, { startTime, endTime, room });
    await recordAudit(tx, auth, {
      action: 'timeslot.created',
      target: `timeslot ${slotId}`,
      after: { ...auditedSlot({ startTime, endTime, room }), teamId },
    });
    if (teamId === null) return { id: slotId, interviewId: null, warning: undefined };
    // Assigning into the team's match buffer or a blocked period is allowed, with a warning.
    const matchClash = await bookingClash(tx, teamId, { startTime, endTime });
    const assigned = await interviewsRepo.insertInterview(tx, {
      title: body.title || DEFAULT_INTERVIEW_TITLE,
      teamId,
      timeslotId: slotId,
      notes: null,
    });
    return {
      id: slotId,
      interviewId: assigned.id,
      warning: matchClash ? matchClash.message : undefined,
    };
  });
  await ctx.events.emit(
    teamId === null || interviewId === null
      ? { type: 'timeslots.changed' }
      : { type: 'interview.booked', interviewId, teamId, by: 'admin' },
  );
  const created = await timeslotDto(ctx, id);
  return warning ? { ...created, warning } : created;
}

/**
 * DELETE /api/timeslots/{id} (admin): only a slot no interview ever used, so no history is lost.
 * The activity log keeps the slot as it was, in the same transaction.
 */
export async function deleteTimeslot(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    // The lock makes a booking racing this delete wait, then fail its foreign-key check.
    if (!(await writes.lockTimeslot(tx, id))) throw notFound(CODED.timeslots.notFound);
    if ((await writes.countInterviewsForSlot(tx, id)) > 0)
      throw conflict(CODED.timeslots.hasInterviews);
    const slot = await repo.findTimeslot(tx, id);
    await writes.deleteTimeslot(tx, id);
    if (slot)
      await recordAudit(tx, auth, {
        action: 'timeslot.deleted',
        target: `timeslot ${id}`,
        before: auditedSlot(slot),
      });
  });
  await ctx.events.emit({ type: 'timeslots.changed' });
}

/**
 * DELETE /api/timeslots?date= (admin): every slot of the day that no interview ever used, in one
 * transaction. A slot with a booking, or a canceled one on record, stays (as one deleted alone
 * would be refused). The day's rows are locked first, so a booking racing this either committed
 * before (its slot stays) or fails its foreign-key check after (404, the slot is gone).
 */
export async function deleteOpenSlots(
  ctx: SchedulingContext,
  auth: Auth,
  query: { date: string },
): Promise<DeleteOpenSlotsResponse> {
  // No slot can exist on a day outside the scheduling years.
  if (!withinDateYears(query.date)) return { deleted: 0, kept: 0 };
  const { from, to } = await venueDay(ctx.db, query.date);
  const result = await transaction(ctx.db, async (tx) => {
    const ids = await writes.lockSlotsBetween(tx, from, to);
    const deleted = ids.length ? await writes.deleteNeverUsedSlots(tx, ids) : 0;
    // The day's slots before and after: how many there were, how many stay.
    if (deleted > 0) {
      await recordAudit(tx, auth, {
        action: 'timeslots.deleted',
        target: `day ${query.date}`,
        before: { slots: ids.length },
        after: { slots: ids.length - deleted },
      });
    }
    return { deleted, kept: ids.length - deleted };
  });
  if (result.deleted > 0) await ctx.events.emit({ type: 'timeslots.changed' });
  return result;
}
