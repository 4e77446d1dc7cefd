import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import {
  type createInterviewRequestSchema,
  type Interview,
} from '../../../shared/contract/interviews.ts';
import { interviewLimitReached, slotBookingProblem } from '../../../shared/scheduling-rules.ts';
import type { Executor } from '../../db/client.ts';
import { transaction, writeAlone } from '../../db/transactions.ts';
import {
  badRequest,
  conflict,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../http-errors.ts';
import { actingTeamId, type Auth } from '../../plugins/sessions.ts';
import * as bookingRepo from './booking.repo.ts';
import * as repo from './interviews.repo.ts';
import { toldClash } from './match-clashes.service.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { toInterviewDto } from './scheduling.dto.ts';

type CreateInterview = z.output<typeof createInterviewRequestSchema>;

/** The team a booking is for: a team books only for itself; an administrator names the team. */
function bookingTeamId(auth: Auth, body: CreateInterview): number {
  if (auth.kind === 'team') {
    actingTeamId(auth, body.userId);
    return actingTeamId(auth, body.teamId);
  }
  if (body.userId != null && body.teamId != null && body.userId !== body.teamId) {
    throw badRequest(CODED.interviews.teamMismatch);
  }
  return actingTeamId(auth, body.teamId ?? body.userId);
}

/** Attempts that read again when another booking for the same team overtook them (decision 222). */
const OPTIMISTIC_BOOKING_ATTEMPTS = 4;

/**
 * POST /api/interviews. The partial unique index `interviews_one_active_per_timeslot` decides
 * who wins a slot, on one instance or many: the loser's insert fails with a unique violation,
 * answered as 409. The team's booking version makes the per-team limit hold under concurrency too:
 * a booking reads the facts, applies the rules, and inserts only while the version it read is
 * unchanged (two round trips, no lock held between them); one overtaken reads again, and its last
 * attempt holds the team's row from the read to the insert.
 */
export async function bookInterview(
  ctx: SchedulingContext,
  auth: Auth,
  body: CreateInterview,
  now: Date = new Date(),
): Promise<Interview> {
  const teamId = bookingTeamId(auth, body);
  let booked: { interview: Interview; warning?: string } | undefined;
  try {
    for (let attempt = 1; !booked && attempt < OPTIMISTIC_BOOKING_ATTEMPTS; attempt++) {
      booked = await attemptBooking(ctx.db, auth, teamId, body, now);
    }
    // The last attempt holds the team's row from the read to the insert: nothing can overtake it.
    booked ??= await transaction(ctx.db, async (tx) => {
      await repo.lockTeamForBooking(tx, teamId);
      return (await attemptBooking(tx, auth, teamId, body, now))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODED.interviews.slotTaken);
    if (isForeignKeyViolation(error)) throw notFound(CODED.interviews.slotNotFound);
    throw error;
  }
  const { interview, warning } = booked;
  await ctx.events.emit({
    type: 'interview.booked',
    interviewId: interview.id,
    teamId,
    by: auth.kind,
  });
  return warning ? { ...interview, warning } : interview;
}

/**
 * Reads the facts, applies the booking rules (throwing their refusal) and inserts; undefined when
 * another write gave the team an interview in between, so the caller reads again. Given a
 * transaction that holds the team's row, the insert cannot be overtaken.
 */
async function attemptBooking(
  executor: Executor,
  auth: Auth,
  teamId: number,
  body: CreateInterview,
  now: Date,
): Promise<{ interview: Interview; warning?: string } | undefined> {
  const { team, slot, settings, matches, blockedPeriods, activeBookings } =
    await bookingRepo.readBookingFacts(executor, teamId, body.timeslotId);
  if (!slot) throw notFound(CODED.interviews.slotNotFound);
  const problem = slotBookingProblem(slot, now);
  if (problem)
    throw conflict(
      problem === 'started' ? CODED.interviews.slotStarted : CODED.interviews.slotTaken,
    );
  if (!team) throw notFound(CODED.interviews.teamNotFound);
  // A team may not book into its own match's buffer or a blocked period; an administrator may, told so.
  const clash = toldClash(slot, { matches, blockedPeriods, settings });
  if (clash && auth.kind === 'team') throw conflict(clash.coded);
  // Administrators may give a team more interviews than the event-wide limit.
  const limit = settings.maxActiveInterviewsPerTeam;
  if (auth.kind === 'team' && interviewLimitReached(activeBookings, limit, now))
    throw conflict(CODED.interviews.limitReached(limit));
  const values = {
    title: body.title,
    teamId,
    timeslotId: body.timeslotId,
    notes: body.notes || null,
    bookingVersion: team.bookingVersion,
  };
  const inserted = await writeAlone(executor, (writer, alsoWrite) =>
    bookingRepo.insertBookingIfUnchanged(writer, values, alsoWrite),
  );
  if (!inserted) return undefined;
  // Everything the answer shows was read before the insert, which changed none of it: no read after.
  const interview = toInterviewDto({
    ...inserted,
    startTime: slot.startTime,
    endTime: slot.endTime,
    room: slot.room,
    teamName: team.name,
    teamNumber: team.number,
  });
  return { interview, warning: clash?.message };
}
