import { CODED, type CodedMessage } from '../../../shared/coded-messages.ts';
import type { MatchClash } from '../../../shared/contract/matches.ts';
import {
  clashMessage,
  slotClash,
  type BlockedTime,
  type MatchTime,
  type SlotClash,
} from '../../../shared/scheduling-rules.ts';
import { formatVenueClockHm } from '../../../shared/venue-time.ts';
import type { Executor } from '../../db/client.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import * as repo from './matches.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings, type SettingsRow } from './scheduling-settings.repo.ts';

/** The words a clash is told in, on the venue's clock (the page uses the same rule and words). */
export const clashText = (clash: SlotClash, timeZone: string) =>
  clashMessage(clash, (at) => formatVenueClockHm(at, timeZone));

/** A clash with the words it is told in, and their code (`clash.match`, with its values). */
export type ToldClash = SlotClash & { message: string; coded: CodedMessage };

/** Why a team may not hold this slot (its matches within the buffer, a blocked period), or null. */
export async function bookingClash(
  db: Executor,
  teamId: number,
  slot: { startTime: Date; endTime: Date },
): Promise<ToldClash | null> {
  const [matches, blockedPeriods, settings] = await Promise.all([
    repo.listTeamMatchTimes(db, teamId),
    repo.listBlockedPeriods(db),
    readSettings(db),
  ]);
  return toldClash(slot, { matches, blockedPeriods, settings });
}

/** The clash of a slot with what it must keep clear of, as read, told in words; or null. */
export function toldClash(
  slot: { startTime: Date; endTime: Date },
  known: {
    matches: readonly MatchTime[];
    blockedPeriods: readonly BlockedTime[];
    settings: Pick<SettingsRow, 'matchBufferMinutes' | 'timeZone'>;
  },
): ToldClash | null {
  const clash = slotClash(slot, {
    matches: known.matches,
    blockedPeriods: known.blockedPeriods,
    bufferMinutes: known.settings.matchBufferMinutes,
  });
  if (!clash) return null;
  const zone = venueZone(known.settings.timeZone);
  const coded = clashMessage(clash, (at) => formatVenueClockHm(at, zone), CODED.clash);
  return { ...clash, message: coded.message, coded };
}

/** GET /api/matches/clashes (admin): every upcoming booking the schedule or a blocked period clashes with. */
export async function findClashes(db: Executor, now = new Date()): Promise<MatchClash[]> {
  return (await clashesWithValues(db, now)).map(({ clash }) => clash);
}

type ClashValues = NonNullable<Extract<DomainEvent, { type: 'interview.clashes' }>['clash']>;

/** Each clashing booking, with the clash's values (a team's alert reads its times in its language). */
async function clashesWithValues(
  db: Executor,
  now: Date,
): Promise<{ clash: MatchClash; values: ClashValues }[]> {
  const settings = await readSettings(db);
  const [bookings, nearMatches, blockedPeriods] = await Promise.all([
    repo.listUpcomingBookings(db, now),
    repo.listMatchTimesNearBookings(db, now, settings.matchBufferMinutes),
    repo.listBlockedPeriods(db),
  ]);
  const byTeam = new Map<number, MatchTime[]>();
  for (const { teamId, ...match } of nearMatches)
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), match]);
  return bookings.flatMap((booking) => {
    const clash = slotClash(booking, {
      matches: byTeam.get(booking.teamId) ?? [],
      blockedPeriods,
      bufferMinutes: settings.matchBufferMinutes,
    });
    if (!clash) return [];
    const zone = venueZone(settings.timeZone);
    const values: ClashValues = {
      timeZone: zone,
      kind: clash.kind,
      label: clash.label,
      startTime: clash.startTime.toISOString(),
      ...(clash.kind === 'blocked' ? { endTime: clash.endTime.toISOString() } : {}),
    } as ClashValues;
    return [
      {
        clash: {
          ...booking,
          startTime: booking.startTime.toISOString(),
          endTime: booking.endTime.toISOString(),
          reason: clashText(clash, zone),
        },
        values,
      },
    ];
  });
}

/** POST /api/matches/clashes/notify (admin): tells each team with a clashing booking, once. */
export async function notifyClashes(
  ctx: SchedulingContext,
  now = new Date(),
): Promise<{ notified: number }> {
  const clashes = await clashesWithValues(ctx.db, now);
  const first = new Map<number, (typeof clashes)[number]>();
  for (const found of clashes)
    if (!first.has(found.clash.teamId)) first.set(found.clash.teamId, found);
  await ctx.events.emit(
    ...[...first.values()].map(({ clash, values }) => ({
      type: 'interview.clashes' as const,
      teamId: clash.teamId,
      interviewId: clash.interviewId,
      reason: clash.reason,
      clash: values,
    })),
  );
  return { notified: first.size };
}
