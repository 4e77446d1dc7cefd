import type {
  BlockedPeriod,
  ImportedMatches,
  Match,
  MatchClash,
  ReplaceBlockedPeriods,
} from '../../../shared/contract/matches.ts';
import {
  MATCH_IMPORT_MESSAGES,
  parseMatchCsv,
  teamFinder,
  type MatchImportProblem,
} from '../../../shared/match-import.ts';
import {
  clashMessage,
  slotClash,
  type BlockedTime,
  type MatchTime,
  type SlotClash,
} from '../../../shared/scheduling-rules.ts';
import { venueInstant } from '../../../shared/venue-clock.ts';
import { formatVenueClockHm } from '../../../shared/venue-time.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation } from '../../http-errors.ts';
import type { DomainEvent } from '../../plugins/domain-events.ts';
import * as repo from './matches.repo.ts';
import * as versions from './schedule-versions.repo.ts';
import { readTeamMatches, scheduleChanges } from './schedule-changes.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings, type SettingsRow } from './scheduling-settings.repo.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import { workBudget } from '../../../shared/work-turns.ts';

const asFieldErrors = (problems: MatchImportProblem[]) =>
  problems.map((problem) => ({ field: `line ${problem.line}`, message: problem.message }));

/** The words a clash is told in, on the venue's clock (the page uses the same rule and words). */
export const clashText = (clash: SlotClash, timeZone: string) =>
  clashMessage(clash, (at) => formatVenueClockHm(at, timeZone));

/** A clash with the words it is told in. */
export type ToldClash = SlotClash & { message: string };

/** GET /api/matches: the schedule, or the matches one team plays in. */
export async function listMatches(ctx: SchedulingContext, teamId?: number): Promise<Match[]> {
  const rows = await repo.listMatches(ctx.db, teamId);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    startTime: row.startTime.toISOString(),
    field: row.field,
    teams: row.teams.map(({ station, teamId: id, name, number }) => ({
      station,
      teamId: id,
      name,
      number,
    })),
  }));
}

/**
 * POST /api/matches/import (admin): the whole schedule, replacing the one before, or nothing.
 * The shared parser checks the file; here each start is read on the tournament day and each
 * team column is found by number, then name. The answer lists the bookings it now clashes with.
 */
export async function importMatches(
  ctx: SchedulingContext,
  csv: string,
  now = new Date(),
): Promise<ImportedMatches> {
  const parsed = await parseMatchCsv(csv);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { tournamentDate, timeZone } = await readSettings(ctx.db);
  const findTeam = teamFinder(await repo.listTeamRefs(ctx.db));
  const { problems } = parsed;
  const rows: versions.NewMatch[] = [];
  // Each row's time in the venue's zone and its teams, within the shared turns (decision 247).
  const turn = workBudget();
  for (const row of parsed.rows) {
    await turn();
    const startTime = venueInstant(row.start, tournamentDate, venueZone(timeZone));
    if (!startTime) {
      const clockOnly = /^\d{1,2}:\d{2}$/.test(row.start.trim()) && !tournamentDate;
      problems.add(
        row.line,
        clockOnly ? MATCH_IMPORT_MESSAGES.noDate : MATCH_IMPORT_MESSAGES.badTime(row.start),
      );
      continue;
    }
    const teams: versions.NewMatch['teams'] = [];
    for (const { station, ref } of row.teams) {
      const team = findTeam(ref);
      if (!team) problems.add(row.line, MATCH_IMPORT_MESSAGES.unknownTeam(ref));
      else if (teams.some((other) => other.teamId === team.id))
        problems.add(row.line, MATCH_IMPORT_MESSAGES.teamTwice(ref));
      else teams.push({ station, teamId: team.id });
    }
    rows.push({ label: row.label, startTime, field: row.field, teams });
  }
  if (problems.total > 0) {
    const shown = problems.list();
    throw badRequest(
      problems.total > shown.length
        ? MATCH_IMPORT_MESSAGES.rejectedMany(problems.total)
        : MATCH_IMPORT_MESSAGES.rejected,
      asFieldErrors(shown),
    );
  }
  // Each team whose matches this import changes is told what changed (decision 282).
  const before = await readTeamMatches(ctx.db);
  await replaceSchedule(ctx.db, rows);
  const changes = scheduleChanges(before, await readTeamMatches(ctx.db), venueZone(timeZone));
  await ctx.events.emit({ type: 'matches.changed' }, ...changes);
  return { imported: rows.length, clashes: await findClashes(ctx.db, now) };
}

/**
 * The new schedule written as a version of its own in small committed steps, then made current in
 * one short transaction (decision 268): other requests' queries run between the steps, readers see
 * the old schedule whole until the switch, and a failed import leaves it as it was. Imports on one
 * instance run one at a time (the route's import slots); across instances the later switch stays.
 */
async function replaceSchedule(db: Executor, rows: versions.NewMatch[]): Promise<void> {
  const version = await versions.startVersion(db);
  try {
    await versions.writeMatches(db, version, rows);
    if (!(await versions.makeCurrent(db, version))) throw conflict(MATCH_IMPORT_MESSAGES.rejected);
  } catch (error) {
    // Left behind if this fails too, it is removed as abandoned by a later import.
    await versions.removeVersion(db, version).catch(() => undefined);
    if (isUniqueViolation(error)) throw conflict(MATCH_IMPORT_MESSAGES.rejected);
    throw error;
  }
  await versions.removeOldVersions(db);
}

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
  return clash ? { ...clash, message: clashText(clash, venueZone(known.settings.timeZone)) } : null;
}

/** GET /api/matches/clashes (admin): every upcoming booking the schedule or a blocked period clashes with. */
export async function findClashes(db: Executor, now = new Date()): Promise<MatchClash[]> {
  return (await clashesWithValues(db, now)).map(({ clash }) => clash);
}

type ClashValues = NonNullable<Extract<DomainEvent, { type: 'interview.clashes' }>['clash']>;

/** Each clashing booking, with the clash's values on the venue's clock (a team's alert words it in its language). */
async function clashesWithValues(
  db: Executor,
  now: Date,
): Promise<{ clash: MatchClash; values: ClashValues }[]> {
  const [bookings, allMatches, blockedPeriods, settings] = await Promise.all([
    repo.listUpcomingBookings(db, now),
    repo.listAllMatchTimes(db),
    repo.listBlockedPeriods(db),
    readSettings(db),
  ]);
  const byTeam = new Map<number, MatchTime[]>();
  for (const { teamId, ...match } of allMatches)
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), match]);
  return bookings.flatMap((booking) => {
    const clash = slotClash(booking, {
      matches: byTeam.get(booking.teamId) ?? [],
      blockedPeriods,
      bufferMinutes: settings.matchBufferMinutes,
    });
    if (!clash) return [];
    const zone = venueZone(settings.timeZone);
    const time = (at: Date) => formatVenueClockHm(at, zone);
    const values: ClashValues =
      clash.kind === 'match'
        ? { kind: 'match', label: clash.label, time: time(clash.startTime) }
        : {
            kind: 'blocked',
            label: clash.label,
            from: time(clash.startTime),
            to: time(clash.endTime),
          };
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

export async function listBlockedPeriods(db: Executor): Promise<BlockedPeriod[]> {
  const rows = await repo.listBlockedPeriods(db);
  return rows.map((row) => ({
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
}

/** PUT /api/blocked-periods (admin): the whole list, replacing the one before (decision 181). */
export async function replaceBlockedPeriods(
  ctx: SchedulingContext,
  body: ReplaceBlockedPeriods,
): Promise<BlockedPeriod[]> {
  await repo.replaceBlockedPeriods(
    ctx.db,
    body.periods.map((period) => ({
      label: period.label.trim(),
      startTime: new Date(period.startTime),
      endTime: new Date(period.endTime),
    })),
  );
  await ctx.events.emit({ type: 'matches.changed' });
  return listBlockedPeriods(ctx.db);
}
