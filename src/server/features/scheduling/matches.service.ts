import { CODED } from '../../../shared/coded-messages.ts';
import { matchListSchema } from '../../../shared/contract/matches.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { withQueueStates } from './queue.service.ts';
import type {
  BlockedPeriod,
  ImportedMatches,
  Match,
  ReplaceBlockedPeriods,
} from '../../../shared/contract/matches.ts';
import {
  MATCH_IMPORT_MESSAGES,
  parseMatchCsv,
  teamFinder,
  type MatchImportProblem,
} from '../../../shared/match-import.ts';
import { venueInstant } from '../../../shared/venue-clock.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation } from '../../http-errors.ts';
import { findClashes } from './match-clashes.service.ts';
import * as repo from './matches.repo.ts';
import * as versions from './schedule-versions.repo.ts';
import { readTeamMatches, scheduleChanges } from './schedule-changes.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings } from './scheduling-settings.repo.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import { workBudget } from '../../../shared/work-turns.ts';

const asFieldErrors = (problems: MatchImportProblem[]) =>
  problems.map((problem) => ({ field: `line ${problem.line}`, message: problem.message }));

/**
 * GET /api/matches: the schedule or one team's part of it, with each match's queue state, kept
 * serialized until the schedule, its teams or the queue change.
 */
export function matchListAnswer(ctx: SchedulingContext, teamId?: number): Promise<JsonBody> {
  return ctx.schedule.get(teamId === undefined ? 'all' : `team:${teamId}`, async () =>
    jsonBody(matchListSchema, await withQueueStates(ctx.db, await listMatches(ctx, teamId))),
  );
}

/** The schedule, or the matches one team plays in. */
async function listMatches(ctx: SchedulingContext, teamId?: number): Promise<Match[]> {
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
  if (!parsed.ok) throw badRequest(CODED.matchImport[parsed.problem]);
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
        ? CODED.matchImport.rejectedMany(problems.total)
        : CODED.matchImport.rejected,
      asFieldErrors(shown),
    );
  }
  const told = await replaceSchedule(ctx, rows, venueZone(timeZone));
  await ctx.events.emit({ type: 'matches.changed' }, ...told);
  return { imported: rows.length, clashes: await findClashes(ctx.db, now) };
}

/**
 * The new schedule written as a version of its own in small committed steps, then made current in
 * one short transaction (decision 268): other requests' queries run between the steps, readers see
 * the old schedule whole until the switch, and a failed import leaves it as it was. Imports on one
 * instance run one at a time (the route's import slots); across instances the later switch stays.
 *
 * Each team whose matches it changes is told once, what changed (decisions 282, 300): the change is
 * worked out from both versions, read in slices before the switch, and its alerts are recorded in
 * the switch's transaction, so a schedule everyone sees never goes untold (a crash after the
 * commit still sends them). Returns the events to emit once committed.
 */
async function replaceSchedule(
  { db, events }: SchedulingContext,
  rows: versions.NewMatch[],
  timeZone: string,
): Promise<DomainEvent[]> {
  const version = await versions.startVersion(db);
  let told: DomainEvent[] = [];
  try {
    await versions.writeMatches(db, version, rows);
    const current = await versions.currentVersionId(db);
    const before = current === null ? [] : await readTeamMatches(db, current);
    const after = await readTeamMatches(db, version);
    const switched = await versions.makeCurrent(db, version, async (tx, retired) => {
      // Another instance's import switched in between: the change is from its schedule.
      const was =
        retired === current ? before : retired === null ? [] : await readTeamMatches(tx, retired);
      const teams = scheduleChanges(was, after);
      told = teams.length > 0 ? [{ type: 'schedule.changed', timeZone, teams }] : [];
      await events.record(tx, ...told);
    });
    if (!switched) throw conflict(CODED.matchImport.rejected);
  } catch (error) {
    // Left behind if this fails too, it is removed as abandoned by a later import.
    await versions.removeVersion(db, version).catch(() => undefined);
    if (isUniqueViolation(error)) throw conflict(CODED.matchImport.rejected);
    throw error;
  }
  await versions.removeOldVersions(db);
  return told;
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
