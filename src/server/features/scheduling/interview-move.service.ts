import { CODED } from '../../../shared/coded-messages.ts';
import { isUnderway, type Interview } from '../../../shared/contract/interviews.ts';
import { slotBookingProblem } from '../../../shared/scheduling-rules.ts';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../http-errors.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './interviews.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { toInterviewDto } from './scheduling.dto.ts';
import { findTimeslot } from './timeslots.repo.ts';
import { bookingClash } from './match-clashes.service.ts';
import { transaction } from '../../db/transactions.ts';

/** Progress after which the judges have the team: it can no longer move. */

/**
 * PUT /api/interviews/{id}/timeslot (admin): moves a booked interview to another free slot. The
 * target is refused as a booking would be, in the same words (missing 404, started or taken 409);
 * the partial unique index `interviews_one_active_per_timeslot` decides a race with a booking of
 * the same slot. The interview keeps its id, title and notes; its progress starts again at
 * `waiting`, and a team marked as not shown can so be given a later slot. The activity log keeps
 * the slot and progress before and after, in the same transaction.
 */
export async function moveInterview(
  ctx: SchedulingContext,
  auth: Auth,
  id: number,
  timeslotId: number,
  now: Date = new Date(),
): Promise<Interview> {
  let moved: { teamId: number; fromTimeslotId: number; warning?: string };
  try {
    moved = await transaction(ctx.db, async (tx) => {
      const interview = await repo.lockInterview(tx, id);
      if (!interview) throw notFound(CODED.interviews.notFound);
      if (interview.status === 'canceled') throw conflict(CODED.interviews.moveCanceled);
      if (isUnderway(interview.progress)) throw conflict(CODED.interviews.moveUnderway);
      const slot = await findTimeslot(tx, timeslotId);
      if (!slot) throw notFound(CODED.interviews.slotNotFound);
      const problem = slotBookingProblem(slot, now);
      if (problem)
        throw conflict(
          problem === 'started' ? CODED.interviews.slotStarted : CODED.interviews.slotTaken,
        );
      // Allowed into the team's match buffer or a blocked period, with a warning.
      const clash = await bookingClash(tx, interview.teamId, slot);
      const from = await findTimeslot(tx, interview.timeslotId);
      await repo.moveInterview(tx, id, timeslotId);
      await recordAudit(tx, auth, {
        action: 'interview.moved',
        target: `interview ${id}`,
        before: {
          timeslotId: interview.timeslotId,
          startTime: from?.startTime.toISOString() ?? null,
          room: from?.room ?? null,
          progress: interview.progress,
        },
        after: {
          timeslotId,
          startTime: slot.startTime.toISOString(),
          room: slot.room,
          progress: 'waiting',
        },
      });
      return {
        teamId: interview.teamId,
        fromTimeslotId: interview.timeslotId,
        warning: clash ? clash.message : undefined,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODED.interviews.slotTaken);
    if (isForeignKeyViolation(error)) throw notFound(CODED.interviews.slotNotFound);
    throw error;
  }
  await ctx.events.emit({
    type: 'interview.moved',
    interviewId: id,
    teamId: moved.teamId,
    fromTimeslotId: moved.fromTimeslotId,
    toTimeslotId: timeslotId,
    by: 'admin',
  });
  const row = await repo.findInterview(ctx.db, id);
  if (!row) throw notFound(CODED.interviews.notFound);
  return moved.warning ? { ...toInterviewDto(row), warning: moved.warning } : toInterviewDto(row);
}
