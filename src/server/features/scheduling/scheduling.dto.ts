import { isSlotAvailable } from '../../../shared/scheduling-rules.ts';
import type { Interview } from '../../../shared/contract/interviews.ts';
import type { Timeslot } from '../../../shared/contract/timeslots.ts';
import type { InterviewRow } from './interviews.repo.ts';
import type { TimeslotRow } from './timeslots.repo.ts';

export function toTimeslotDto(row: TimeslotRow): Timeslot {
  const booked = !isSlotAvailable(row);
  return {
    id: row.id,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    room: row.room,
    isAvailable: !booked,
    teamId: row.teamId,
    team: booked ? { id: row.teamId!, name: row.teamName ?? '', number: row.teamNumber } : null,
  };
}

/** Spec section 3 "Interview": userId equals the team id. */
export function toInterviewDto(row: InterviewRow): Interview {
  return {
    id: row.id,
    title: row.title,
    userId: row.teamId,
    teamId: row.teamId,
    timeslotId: row.timeslotId,
    notes: row.notes,
    status: row.status,
    progress: row.progress,
    timeslot: {
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      room: row.room,
    },
    team: { name: row.teamName, number: row.teamNumber },
  };
}
