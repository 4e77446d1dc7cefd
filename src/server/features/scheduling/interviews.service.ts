import type { z } from 'zod';
import {
  INTERVIEW_ERRORS,
  interviewListSchema,
  PROGRESS_MESSAGES,
  type InterviewProgress,
  type createInterviewRequestSchema,
  type Interview,
  type interviewsQuerySchema,
} from '../../../shared/contract/interviews.ts';
import {
  interviewCancelProblem,
  interviewLimitReached,
  slotBookingProblem,
} from '../../../shared/scheduling-rules.ts';
import {
  badRequest,
  conflict,
  forbidden,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../http-errors.ts';
import type { Executor } from '../../db/client.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { actingTeamId, canActFor, type Auth } from '../../plugins/sessions.ts';
import { STAFF_MESSAGES } from '../../../shared/staff-roles.ts';
import * as repo from './interviews.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { toInterviewDto } from './scheduling.dto.ts';
import * as bookingRepo from './booking.repo.ts';
import { toldClash } from './match-clashes.service.ts';
import { venueDay } from './venue-day.ts';
import { transaction, writeAlone } from '../../db/transactions.ts';

type CreateInterview = z.output<typeof createInterviewRequestSchema>;
type InterviewsQuery = z.output<typeof interviewsQuerySchema>;

/**
 * The rooms whose queues a judge sees; undefined (every room) for a team or an organiser. A
 * volunteer has no judging queue (403).
 */
function judgedRooms(auth: Auth): string[] | undefined {
  if (auth.kind !== 'staff') return undefined;
  if (auth.role !== 'judge') throw forbidden(STAFF_MESSAGES.otherRoom);
  return [...auth.rooms].sort();
}

/**
 * GET /api/interviews: a team sees its own; an administrator sees all, or one team's or day's; a
 * judge sees those of their rooms.
 */
export async function findInterviews(
  ctx: SchedulingContext,
  auth: Auth,
  query: InterviewsQuery,
): Promise<Interview[]> {
  const teamId = auth.kind === 'team' ? actingTeamId(auth, query.teamId) : query.teamId;
  const rooms = judgedRooms(auth);
  const range = query.date ? await venueDay(ctx.db, query.date) : {};
  const rows = await repo.listInterviews(ctx.db, { teamId, ...range });
  const dtos = rows.map(toInterviewDto);
  return rooms
    ? dtos.filter(
        (interview) => interview.timeslot.room !== null && rooms.includes(interview.timeslot.room),
      )
    : dtos;
}

/** The same list as polls read it: from memory, serialized once per load (DESIGN section 8). */
export function listInterviews(
  ctx: SchedulingContext,
  auth: Auth,
  query: InterviewsQuery,
): Promise<JsonBody> {
  const teamId = auth.kind === 'team' ? actingTeamId(auth, query.teamId) : query.teamId;
  const rooms = judgedRooms(auth);
  const key = JSON.stringify([teamId ?? 'all', query.date ?? null, rooms ?? null]);
  return ctx.interviews.get(key, async () =>
    jsonBody(interviewListSchema, await findInterviews(ctx, auth, query)),
  );
}

/** The team a booking is for: a team books only for itself; an administrator names the team. */
function bookingTeamId(auth: Auth, body: CreateInterview): number {
  if (auth.kind === 'team') {
    actingTeamId(auth, body.userId);
    return actingTeamId(auth, body.teamId);
  }
  if (body.userId != null && body.teamId != null && body.userId !== body.teamId) {
    throw badRequest(INTERVIEW_ERRORS.teamMismatch);
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
    if (isUniqueViolation(error)) throw conflict(INTERVIEW_ERRORS.slotTaken);
    if (isForeignKeyViolation(error)) throw notFound(INTERVIEW_ERRORS.slotNotFound);
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
  if (!slot) throw notFound(INTERVIEW_ERRORS.slotNotFound);
  const problem = slotBookingProblem(slot, now);
  if (problem)
    throw conflict(
      problem === 'started' ? INTERVIEW_ERRORS.slotStarted : INTERVIEW_ERRORS.slotTaken,
    );
  if (!team) throw notFound(INTERVIEW_ERRORS.teamNotFound);
  // A team may not book into its own match's buffer or a blocked period; an administrator may, told so.
  const clash = toldClash(slot, { matches, blockedPeriods, settings });
  if (clash && auth.kind === 'team') throw conflict(clash.message);
  // Administrators may give a team more interviews than the event-wide limit.
  const limit = settings.maxActiveInterviewsPerTeam;
  if (auth.kind === 'team' && interviewLimitReached(activeBookings, limit, now))
    throw conflict(INTERVIEW_ERRORS.limitReached(limit));
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

async function interviewDto(ctx: SchedulingContext, id: number): Promise<Interview> {
  const row = await repo.findInterview(ctx.db, id);
  if (!row) throw notFound(INTERVIEW_ERRORS.notFound);
  return toInterviewDto(row);
}

/** An interview the request may see: its own team's, or any for an administrator. */
export async function visibleInterview(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
): Promise<Interview> {
  const interview = await interviewDto(ctx, id);
  if (!canActFor(auth, interview.teamId)) throw forbidden(INTERVIEW_ERRORS.notYours);
  return interview;
}

/**
 * DELETE /api/interviews/{id}: the owning team or an administrator cancels an upcoming interview.
 * The row stays as history with status `canceled`; the slot is free again at once. An
 * organiser's cancellation is in the activity log, with the interview before and after.
 */
export async function cancelInterview(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
  now: Date = new Date(),
): Promise<Interview> {
  const interview = await visibleInterview(ctx, auth, id);
  const problem = interviewCancelProblem(interview, now);
  if (problem === 'canceled') throw conflict(INTERVIEW_ERRORS.alreadyCanceled);
  if (problem === 'started') throw conflict(INTERVIEW_ERRORS.alreadyStarted);
  // A team's own cancellation is not a staff write; an organiser's is logged in its transaction.
  const canceled =
    auth.kind === 'team'
      ? await repo.cancelInterview(ctx.db, id, now)
      : await transaction(ctx.db, async (tx) => {
          const done = await repo.cancelInterview(tx, id, now);
          const before = {
            status: interview.status,
            progress: interview.progress,
            timeslotId: interview.timeslotId,
          };
          if (done)
            await recordAudit(tx, auth, {
              action: 'interview.canceled',
              target: `interview ${id}`,
              before,
              after: { ...before, status: 'canceled' },
            });
          return done;
        });
  if (!canceled) throw conflict(INTERVIEW_ERRORS.alreadyCanceled);
  await ctx.events.emit({
    type: 'interview.cancelled',
    interviewId: id,
    teamId: interview.teamId,
    by: auth.kind,
  });
  return interviewDto(ctx, id);
}

/**
 * PUT /api/interviews/{id}/progress (an organiser, or a judge of the interview's room): the
 * judging room says where the team is. A canceled interview has no progress (409); 'no_show'
 * frees nothing by itself, it is only recorded. The interview's row is locked first, so a move to
 * another room cannot slip between the room check and the write; the activity log gets the change
 * in the same transaction.
 */
export async function setInterviewProgress(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
  progress: InterviewProgress,
): Promise<Interview> {
  const teamId = await transaction(ctx.db, async (tx) => {
    const current = await repo.lockInterview(tx, id);
    if (!current) throw notFound(INTERVIEW_ERRORS.notFound);
    const rooms = judgedRooms(auth);
    if (rooms) {
      const room = await repo.roomOfTimeslot(tx, current.timeslotId);
      if (room === null || !rooms.includes(room)) throw forbidden(STAFF_MESSAGES.otherRoom);
    }
    if (current.status === 'canceled') throw conflict(PROGRESS_MESSAGES.canceled);
    await repo.setProgress(tx, id, progress);
    await recordAudit(tx, auth, {
      action: 'interview.progress',
      target: `interview ${id}`,
      before: { progress: current.progress },
      after: { progress },
    });
    return current.teamId;
  });
  await ctx.events.emit({ type: 'interview.progressed', interviewId: id, teamId });
  return interviewDto(ctx, id);
}
