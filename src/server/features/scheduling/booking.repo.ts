/**
 * The booking transaction's two statements (decision 206). A booking used to make seven round
 * trips between BEGIN and COMMIT; under load the instance mostly waited on them. Now it makes
 * two: one locks the team and reads everything the rules need, one inserts and reads the team's
 * other bookings. The rules themselves stay in `shared/scheduling-rules.ts`.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockedPeriods, interviews, matches, matchTeams, teams, timeslots, tournamentSettings } from '../../db/schema.ts';
import type { InterviewRow } from './interviews.repo.ts';
import { settingsOrDefaults, type SettingsRow } from './scheduling-settings.repo.ts';

/** JSON carries instants as strings; the rules take either, the DTO wants dates. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export interface BookingFacts {
  /** The team, its row locked until the transaction ends; undefined when there is no such team. */
  team?: { id: number; name: string; number: string | null };
  /** The slot and the team of its active interview; undefined when there is no such slot. */
  slot?: { id: number; startTime: Date; endTime: Date; room: string | null; teamId: number | null };
  settings: SettingsRow;
  /** The team's matches and every blocked period (what the slot must keep clear of). */
  matches: { label: string; startTime: string }[];
  blockedPeriods: { label: string; startTime: string; endTime: string }[];
}

type FactsRow = {
  team: BookingFacts['team'] | null;
  slot: Json<NonNullable<BookingFacts['slot']>> | null;
  settings: Json<SettingsRow> | null;
  matches: BookingFacts['matches'];
  blocked: BookingFacts['blockedPeriods'];
};

/** Both drivers answer `{ rows }` to `execute`, and both parse `json` columns. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the team's row (so one team's bookings are decided one at a time) and reads, in the same
 * statement, the slot, the settings, the team's matches and the blocked periods. The team's own
 * bookings are not read here: this statement's snapshot predates the wait for the lock, so it
 * would miss a booking committed by the transaction that held it (see `insertBooking`).
 */
export async function lockTeamAndReadFacts(tx: Executor, teamId: number, timeslotId: number): Promise<BookingFacts> {
  const [row] = rowsOf<FactsRow>(
    await tx.execute(sql`
      select
        (select json_build_object('id', ${teams.id}, 'name', ${teams.name}, 'number', ${teams.number})
           from ${teams} where ${teams.id} = ${teamId} for update) as team,
        (select json_build_object('id', ${timeslots.id}, 'startTime', ${timeslots.startTime}, 'endTime', ${timeslots.endTime},
                                  'room', ${timeslots.room}, 'teamId', ${interviews.teamId})
           from ${timeslots}
           left join ${interviews} on ${interviews.timeslotId} = ${timeslots.id} and ${interviews.status} <> 'canceled'
           where ${timeslots.id} = ${timeslotId} limit 1) as slot,
        (select json_build_object('tournamentDate', ${tournamentSettings.tournamentDate},
                                  'maxActiveInterviewsPerTeam', ${tournamentSettings.maxActiveInterviewsPerTeam},
                                  'reminderLeadMinutes', ${tournamentSettings.reminderLeadMinutes},
                                  'matchBufferMinutes', ${tournamentSettings.matchBufferMinutes},
                                  'timeZone', ${tournamentSettings.timeZone}, 'updatedAt', ${tournamentSettings.updatedAt})
           from ${tournamentSettings} where ${tournamentSettings.id} = 1) as settings,
        coalesce((select json_agg(json_build_object('label', ${matches.label}, 'startTime', ${matches.startTime}))
           from ${matches} join ${matchTeams} on ${matchTeams.matchId} = ${matches.id}
           where ${matchTeams.teamId} = ${teamId}), '[]'::json) as matches,
        coalesce((select json_agg(json_build_object('label', ${blockedPeriods.label}, 'startTime', ${blockedPeriods.startTime},
                                                    'endTime', ${blockedPeriods.endTime}) order by ${blockedPeriods.startTime}, ${blockedPeriods.id})
           from ${blockedPeriods}), '[]'::json) as blocked`),
  );
  const { team, slot, settings, matches: teamMatches, blocked } = row!;
  return {
    team: team ?? undefined,
    slot: slot ? { ...slot, startTime: new Date(slot.startTime), endTime: new Date(slot.endTime) } : undefined,
    settings: settingsOrDefaults(settings && { ...settings, updatedAt: settings.updatedAt === null ? null : new Date(settings.updatedAt) }),
    matches: teamMatches,
    blockedPeriods: blocked,
  };
}

/** An interview's own stored columns (its slot and team come from `lockTeamAndReadFacts`). */
export type InsertedInterview = Omit<InterviewRow, 'startTime' | 'endTime' | 'room' | 'teamName' | 'teamNumber'>;

/**
 * Inserts a scheduled interview and reads, in the same statement, the team's other interviews
 * that are not canceled. Run after `lockTeamAndReadFacts`, its snapshot is taken once the lock is
 * held, so it sees every booking committed before; the statement's own insert is not among them.
 * The caller applies the limit and rolls the insert back when it is reached.
 */
export async function insertBooking(
  tx: Executor,
  values: { title: string; teamId: number; timeslotId: number; notes: string | null },
): Promise<{ interview: InsertedInterview; otherBookings: { status: string; timeslot: { startTime: string; endTime: string } }[] }> {
  const [row] = rowsOf<InsertedInterview & { others: { status: string; startTime: string; endTime: string }[] }>(
    await tx.execute(sql`
      with inserted as (
        insert into ${interviews} (title, team_id, timeslot_id, notes, status)
        values (${values.title}, ${values.teamId}, ${values.timeslotId}, ${values.notes}, 'scheduled')
        returning id, title, team_id, timeslot_id, notes, status, progress)
      select inserted.id, inserted.title, inserted.team_id as "teamId", inserted.timeslot_id as "timeslotId",
             inserted.notes, inserted.status, inserted.progress,
             coalesce((select json_agg(json_build_object('status', ${interviews.status}, 'startTime', ${timeslots.startTime}, 'endTime', ${timeslots.endTime}))
                from ${interviews} join ${timeslots} on ${timeslots.id} = ${interviews.timeslotId}
                where ${interviews.teamId} = ${values.teamId} and ${interviews.status} <> 'canceled'), '[]'::json) as others
      from inserted`),
  );
  const { others, ...interview } = row!;
  return { interview, otherBookings: others.map(({ status, startTime, endTime }) => ({ status, timeslot: { startTime, endTime } })) };
}
