import type { InterviewProgress } from './contract/interviews-messages.ts';

/** The name a slot without a room is shown under (as in the admin's schedule). */
const DEFAULT_ROOM = 'Interviews';

interface Booked {
  room: string | null;
  startTime: string;
  endTime: string;
  progress: InterviewProgress;
}

export interface RoomNowNext<T> {
  room: string;
  /** The team in the room now, if any. */
  now: T | null;
  /** The team the room expects next, if any. */
  next: T | null;
}

const stillExpected = (interview: Booked, at: number) =>
  (interview.progress === 'waiting' || interview.progress === 'arrived') &&
  Date.parse(interview.endTime) > at;

/**
 * What a now/next screen shows for each room. Now: the team the judging room marked
 * 'In interview' (the latest, should two be marked), or else the team whose slot is running and
 * who has not been marked done or absent. Next: the earliest team after it still expected.
 * Rooms come in name order; interviews need not be sorted.
 */
export function nowAndNext<T extends Booked>(
  interviews: readonly T[],
  now: Date,
): RoomNowNext<T>[] {
  const at = now.getTime();
  const rooms = new Map<string, T[]>();
  for (const interview of interviews) {
    const room = interview.room ?? DEFAULT_ROOM;
    const list = rooms.get(room);
    if (list) list.push(interview);
    else rooms.set(room, [interview]);
  }
  return [...rooms.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((room) => {
      const queue = rooms
        .get(room)!
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
      const current =
        queue.findLast((interview) => interview.progress === 'in_interview') ??
        queue.find(
          (interview) => stillExpected(interview, at) && Date.parse(interview.startTime) <= at,
        ) ??
        null;
      const next =
        queue.find((interview) => interview !== current && stillExpected(interview, at)) ?? null;
      return { room, now: current, next };
    });
}

/** '4:05' until a start within the hour, '1:04:05' beyond; '0:00' once it is due. */
export function countdown(start: string, now: Date): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(start) - now.getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
