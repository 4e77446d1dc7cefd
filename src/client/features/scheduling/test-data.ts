import type { Interview } from '../../../shared/contract/interviews.ts';
import type { Timeslot } from '../../../shared/contract/timeslots.ts';
import { timeslotsRoutes } from '../../../shared/routes/scheduling.ts';

export const DAY = '2031-05-03';

/** A slot on DAY at a local wall-clock time. */
export function slotAt(
  id: number,
  hour: number,
  minute = 0,
  booked?: { id: number; name: string; number?: string | null },
): Timeslot {
  const start = new Date(2031, 4, 3, hour, minute);
  return {
    id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
    room: 'Judging Room 1',
    isAvailable: !booked,
    teamId: booked?.id ?? null,
    team: booked ? { number: null, ...booked } : null,
  };
}

export function interviewAt(
  id: number,
  start: Date,
  overrides: Partial<Interview> = {},
): Interview {
  return {
    id,
    title: `Interview ${id}`,
    userId: 7,
    teamId: 7,
    timeslotId: id * 10,
    notes: null,
    status: 'scheduled',
    progress: 'waiting',
    timeslot: {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
      room: null,
    },
    team: { name: 'Robo Raptors', number: null },
    ...overrides,
  };
}

export const dayUrl = (date = DAY) => `${timeslotsRoutes.list.path}?date=${date}`;
