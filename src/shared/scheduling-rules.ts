import { SCHEDULING } from './constants.ts';
import { venueHour } from './venue-time.ts';

/**
 * The scheduling rules that both the browser and the server apply, stated once (DESIGN section
 * 11, "one rule, one place"). The server decides; the page uses the same functions so that what
 * it shows (a disabled button, a hint) never disagrees with the answer the API would give.
 */

interface SlotTimes {
  startTime: string | Date;
  endTime: string | Date;
}

const instant = (value: string | Date) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/**
 * An interview holds one of its team's places under the event-wide limit from booking until its
 * slot ends: a canceled one never does, and one in progress still does (the team is in the room).
 */
export function holdsInterviewPlace(
  interview: { status: string; timeslot: SlotTimes },
  now: Date = new Date(),
): boolean {
  return interview.status !== 'canceled' && instant(interview.timeslot.endTime) > now.getTime();
}

/**
 * Why an interview cannot be cancelled now, or null when it can: a canceled one first, then one
 * whose slot has started. What can still be cancelled is exactly what the spec calls upcoming.
 */
export function interviewCancelProblem(
  interview: { status: string; timeslot: { startTime: string | Date } },
  now: Date = new Date(),
): 'canceled' | 'started' | null {
  if (interview.status === 'canceled') return 'canceled';
  if (instant(interview.timeslot.startTime) <= now.getTime()) return 'started';
  return null;
}

/** True when a team holding these interviews may not book another under the event-wide limit. */
export function interviewLimitReached(
  interviews: readonly { status: string; timeslot: SlotTimes }[],
  limit: number,
  now: Date = new Date(),
): boolean {
  return interviews.filter((interview) => holdsInterviewPlace(interview, now)).length >= limit;
}

/** Why a slot cannot be booked now, or null when it can: started slots first, then taken ones. */
export function slotBookingProblem(
  slot: { startTime: string | Date; teamId: number | null },
  now: Date = new Date(),
): 'started' | 'taken' | null {
  if (instant(slot.startTime) <= now.getTime()) return 'started';
  if (slot.teamId !== null) return 'taken';
  return null;
}

/** A slot is available while no active interview holds it (spec section 4 "Timeslot"). */
export const isSlotAvailable = (slot: { teamId: number | null }) => slot.teamId === null;

/** The spec's 10:00 to 17:00 (exclusive) window, by an hour on the venue's clock. */
export const hourInDisplayWindow = (hour: number): boolean =>
  hour >= SCHEDULING.firstSlotHour && hour < SCHEDULING.lastSlotHourExclusive;

/** Whether a slot starts in the 10:00 to 17:00 window of the venue's clock (decision 154). */
export const inDisplayWindow = (startTime: string | Date, timeZone: string): boolean =>
  hourInDisplayWindow(venueHour(startTime, timeZone));

/** A match of the team's (it occupies its start instant) and a period closed to everyone. */
export interface MatchTime {
  label: string;
  startTime: string | Date;
}
export interface BlockedTime {
  label: string;
  startTime: string | Date;
  endTime: string | Date;
}

export type SlotClash =
  | { kind: 'match'; label: string; startTime: Date }
  | { kind: 'blocked'; label: string; startTime: Date; endTime: Date };

const MINUTE_MS = 60_000;

/**
 * Why a slot would make its team late for a match or sit in a closed period
 * (decision 180), or null. A slot clashes with a match when it starts or ends within
 * `bufferMinutes` of the match's start, or holds it; exactly `bufferMinutes` away is fine. It
 * clashes with a blocked period it overlaps. Matches are checked first, earliest first.
 */
export function slotClash(
  slot: SlotTimes,
  context: {
    matches: readonly MatchTime[];
    blockedPeriods: readonly BlockedTime[];
    bufferMinutes: number;
  },
): SlotClash | null {
  const start = instant(slot.startTime);
  const end = instant(slot.endTime);
  const buffer = context.bufferMinutes * MINUTE_MS;
  const match = [...context.matches]
    .sort((a, b) => instant(a.startTime) - instant(b.startTime))
    .find((m) => start < instant(m.startTime) + buffer && end > instant(m.startTime) - buffer);
  if (match)
    return { kind: 'match', label: match.label, startTime: new Date(instant(match.startTime)) };
  const period = context.blockedPeriods.find(
    (p) => start < instant(p.endTime) && end > instant(p.startTime),
  );
  if (period)
    return {
      kind: 'blocked',
      label: period.label,
      startTime: new Date(instant(period.startTime)),
      endTime: new Date(instant(period.endTime)),
    };
  return null;
}

/** How a clash is worded (its code on the API: `clash.match`, `clash.blocked`, decision 191). */
export const CLASH_MESSAGES = {
  match: (label: string, time: string) => `Clashes with your match ${label} at ${time}`,
  blocked: (label: string, from: string, to: string) => `Clashes with ${label} (${from}-${to})`,
} as const;

/** The clash messages' builders: CLASH_MESSAGES for the words, or their coded forms. */
type ClashWords<Told> = {
  [Kind in keyof typeof CLASH_MESSAGES]: (
    ...args: Parameters<(typeof CLASH_MESSAGES)[Kind]>
  ) => Told;
};

/** 'Clashes with your match Q12 at 10:40' or 'Clashes with Lunch (12:00-13:00)', by `words`. */
export function clashMessage<Told = string>(
  clash: SlotClash,
  time: (instant: Date) => string,
  words: ClashWords<Told> = CLASH_MESSAGES as ClashWords<Told>,
): Told {
  return clash.kind === 'match'
    ? words.match(clash.label, time(clash.startTime))
    : words.blocked(clash.label, time(clash.startTime), time(clash.endTime));
}
