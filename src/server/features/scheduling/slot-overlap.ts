import { format } from 'date-fns';
import { CODED } from '../../../shared/coded-messages.ts';

export interface SlotSpan {
  startTime: Date;
  endTime: Date;
  room: string | null;
}

/** Two slots clash when they share a room (or both have none) and their times overlap. */
const slotsClash = (a: SlotSpan, b: SlotSpan) =>
  (a.room ?? '') === (b.room ?? '') && a.startTime < b.endTime && b.startTime < a.endTime;

/** 'Overlaps 10:00-10:20 in Room 2', naming the slot already there (server clock for now). */
export const overlapMessage = (existing: SlotSpan) => overlapCoded(existing).message;

/** `overlapMessage` with its code, `timeslots.overlaps`, and its values. */
export const overlapCoded = (existing: SlotSpan) =>
  CODED.timeslots.overlaps(
    format(existing.startTime, 'HH:mm'),
    format(existing.endTime, 'HH:mm'),
    existing.room,
  );

/** The first of `existing` that `slot` would clash with, if any. */
export const firstClash = (slot: SlotSpan, existing: readonly SlotSpan[]) =>
  existing.find((other) => slotsClash(slot, other));
