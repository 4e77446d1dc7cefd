import { roomName } from '../../../shared/contract/scheduling.ts';
import { wallClockInstant } from '../../lib/day-range.ts';

export interface GeneratorInput {
  date: string;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  breakMinutes: number;
  rooms: number;
  tzOffset?: number;
}

export type PlannedSlot = { startTime: Date; endTime: Date; room: string };

const MINUTE_MS = 60_000;

/**
 * A day of interview slots: back to back (with an optional break between them) from the start
 * until the last one that ends by the end time, once per parallel judging room.
 */
export function planSchedule(input: GeneratorInput): PlannedSlot[] {
  const dayStart = wallClockInstant(input.date, input.startTime, input.tzOffset).getTime();
  const dayEnd = wallClockInstant(input.date, input.endTime, input.tzOffset).getTime();
  const length = input.slotMinutes * MINUTE_MS;
  const step = length + input.breakMinutes * MINUTE_MS;
  const slots: PlannedSlot[] = [];
  for (let start = dayStart; start + length <= dayEnd; start += step) {
    for (let room = 1; room <= input.rooms; room++) {
      slots.push({ startTime: new Date(start), endTime: new Date(start + length), room: roomName(room) });
    }
  }
  return slots;
}
