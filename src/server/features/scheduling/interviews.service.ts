import { CODED } from '../../../shared/coded-messages.ts';
import type { z } from 'zod';
import {
  interviewListSchema,
  type InterviewProgress,
  type Interview,
  type interviewsQuerySchema,
} from '../../../shared/contract/interviews.ts';
import { interviewCancelProblem } from '../../../shared/scheduling-rules.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { actingTeamId, canActFor, type Auth } from '../../plugins/sessions.ts';
import * as repo from './interviews.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { toInterviewDto } from './scheduling.dto.ts';
import { venueDay } from './venue-day.ts';
import { transaction } from '../../db/transactions.ts';

type InterviewsQuery = z.output<typeof interviewsQuerySchema>;

/**
 * The rooms whose queues a judge sees; undefined (every room) for a team or an organiser. A
 * volunteer has no judging queue (403).
 */
function judgedRooms(auth: Auth): string[] | undefined {
  if (auth.kind !== 'staff') return undefined;
  if (auth.role !== 'judge') throw forbidden(CODED.staff.otherRoom);
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

async function interviewDto(ctx: SchedulingContext, id: number): Promise<Interview> {
  const row = await repo.findInterview(ctx.db, id);
  if (!row) throw notFound(CODED.interviews.notFound);
  return toInterviewDto(row);
}

/** An interview the request may see: its own team's, or any for an administrator. */
export async function visibleInterview(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
): Promise<Interview> {
  const interview = await interviewDto(ctx, id);
  if (!canActFor(auth, interview.teamId)) throw forbidden(CODED.interviews.notYours);
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
  if (problem === 'canceled') throw conflict(CODED.interviews.alreadyCanceled);
  if (problem === 'started') throw conflict(CODED.interviews.alreadyStarted);
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
  if (!canceled) throw conflict(CODED.interviews.alreadyCanceled);
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
    if (!current) throw notFound(CODED.interviews.notFound);
    const rooms = judgedRooms(auth);
    if (rooms) {
      const room = await repo.roomOfTimeslot(tx, current.timeslotId);
      if (room === null || !rooms.includes(room)) throw forbidden(CODED.staff.otherRoom);
    }
    if (current.status === 'canceled') throw conflict(CODED.progress.canceled);
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
