import { roomName } from '../../../shared/contract/scheduling.ts';
import { venueInstant } from '../../../shared/venue-instants.ts';

export interface GeneratorInput {
  date: string;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  breakMinutes: number;
  rooms: number;
}

export type PlannedSlot = { startTime: Date; endTime: Date; room: string };

const MINUTE_MS = 60_000;

/**
 * A day of interview slots: back to back (with an optional break between them) from the start
 * until the last one that ends by the end time, once per parallel judging room. The date and
 * times are the venue's wall clock.
 */
export function planSchedule(input: GeneratorInput, timeZone: string): PlannedSlot[] {
  const dayStart = venueInstant(input.date, input.startTime, timeZone).getTime();
  const dayEnd = venueInstant(input.date, input.endTime, timeZone).getTime();
  const length = input.slotMinutes * MINUTE_MS;
  const step = length + input.breakMinutes * MINUTE_MS;
  const slots: PlannedSlot[] = [];
  for (let start = dayStart; start + length <= dayEnd; start += step) {
    for (let room = 1; room <= input.rooms; room++) {
      slots.push({
        startTime: new Date(start),
        endTime: new Date(start + length),
        room: roomName(room),
      });
    }
  }
  return slots;
}
