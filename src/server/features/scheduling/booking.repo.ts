/**
 * A booking's two statements (decisions 206 and 222). The first reads everything the rules need,
 * the team's booking version among it; the second inserts the interview only while that version
 * is unchanged, and bumps it. Each statement is its own transaction: no lock is held between the
 * two round trips, and a booking that another booking for the same team overtook reads again.
 * The rules themselves stay in `shared/scheduling-rules.ts`.
 */
import { sql } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import type { AlsoWrite } from '../../db/transactions.ts';
import {
  blockedPeriods,
  interviews,
  matches,
  matchTeams,
  teams,
  timeslots,
  tournamentSettings,
} from '../../db/schema.ts';
import { inCurrentSchedule } from './schedule-versions.repo.ts';
import type { InterviewRow } from './interviews.repo.ts';
import { settingsOrDefaults, type SettingsRow } from './scheduling-settings.repo.ts';

/** JSON carries instants as strings; the rules take either, the DTO wants dates. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export interface BookingFacts {
  /** The team and its booking version; undefined when there is no such team. */
  team?: { id: number; name: string; number: string | null; bookingVersion: number };
  /** The slot and the team of its active interview; undefined when there is no such slot. */
  slot?: { id: number; startTime: Date; endTime: Date; room: string | null; teamId: number | null };
  settings: SettingsRow;
  /** The team's matches and every blocked period (what the slot must keep clear of). */
  matches: { label: string; startTime: string }[];
  blockedPeriods: { label: string; startTime: string; endTime: string }[];
  /** The team's interviews that are not canceled (what the per-team limit counts). */
  activeBookings: { status: string; timeslot: { startTime: string; endTime: string } }[];
}

type FactsRow = {
  team: BookingFacts['team'] | null;
  slot: Json<NonNullable<BookingFacts['slot']>> | null;
  settings: Json<SettingsRow> | null;
  matches: BookingFacts['matches'];
  blocked: BookingFacts['blockedPeriods'];
  active: { status: string; startTime: string; endTime: string }[];
};

/**
 * Reads, in one statement (one snapshot), the team with its booking version, the slot, the
 * settings, the team's matches and active interviews, and the blocked periods.
 */
export async function readBookingFacts(
  db: Executor,
  teamId: number,
  timeslotId: number,
): Promise<BookingFacts> {
  const {
    rows: [row],
  } = await executePrepared<FactsRow>(
    db,
    'booking-facts',
    sql`
      select
        (select json_build_object('id', ${teams.id}, 'name', ${teams.name}, 'number', ${teams.number}, 'bookingVersion', ${teams.bookingVersion})
           from ${teams} where ${teams.id} = ${teamId}) as team,
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
           where ${matchTeams.teamId} = ${teamId} and ${inCurrentSchedule()}), '[]'::json) as matches,
        coalesce((select json_agg(json_build_object('label', ${blockedPeriods.label}, 'startTime', ${blockedPeriods.startTime},
                                                    'endTime', ${blockedPeriods.endTime}) order by ${blockedPeriods.startTime}, ${blockedPeriods.id})
           from ${blockedPeriods}), '[]'::json) as blocked,
        coalesce((select json_agg(json_build_object('status', ${interviews.status}, 'startTime', ${timeslots.startTime}, 'endTime', ${timeslots.endTime}))
           from ${interviews} join ${timeslots} on ${timeslots.id} = ${interviews.timeslotId}
           where ${interviews.teamId} = ${teamId} and ${interviews.status} <> 'canceled'), '[]'::json) as active`,
  );
  const { team, slot, settings, matches: teamMatches, blocked, active } = row!;
  return {
    team: team ?? undefined,
    slot: slot
      ? { ...slot, startTime: new Date(slot.startTime), endTime: new Date(slot.endTime) }
      : undefined,
    settings: settingsOrDefaults(
      settings && {
        ...settings,
        updatedAt: settings.updatedAt === null ? null : new Date(settings.updatedAt),
      },
    ),
    matches: teamMatches,
    blockedPeriods: blocked,
    activeBookings: active.map(({ status, startTime, endTime }) => ({
      status,
      timeslot: { startTime, endTime },
    })),
  };
}

/** An interview's own stored columns (its slot and team come from `readBookingFacts`). */
export type InsertedInterview = Omit<
  InterviewRow,
  'startTime' | 'endTime' | 'room' | 'teamName' | 'teamNumber'
>;

/**
 * Inserts a scheduled interview if the team's booking version is still `bookingVersion`, and
 * bumps it, in one statement; undefined when the version moved (another write gave the team an
 * interview since the facts were read, or the team is gone). A concurrent booking for the same
 * team holds the team's row until it ends; this statement then reads the row as it left it
 * (PostgreSQL re-checks an updated row's condition), so of two bookings read at one version only
 * one inserts. The partial unique index still decides who wins a slot (a unique violation).
 * `alsoWrite` are the commit hooks' clauses (`writeAlone`), run in this statement if it inserted.
 */
export async function insertBookingIfUnchanged(
  db: Executor,
  values: {
    title: string;
    teamId: number;
    timeslotId: number;
    notes: string | null;
    bookingVersion: number;
  },
  alsoWrite: AlsoWrite = [],
): Promise<InsertedInterview | undefined> {
  // What the commit hooks add (an Idempotency-Key marked committed) runs in this statement, only if it inserted.
  const also = alsoWrite.map(
    (clause, index) =>
      sql`, ${sql.raw(`also_${index}`)} as (${clause(sql`exists (select 1 from inserted)`)})`,
  );
  const {
    rows: [row],
  } = await executePrepared<InsertedInterview>(
    db,
    `booking-insert-${also.length}`,
    sql`
      with bumped as (
        update ${teams} set booking_version = booking_version + 1
        where ${teams.id} = ${values.teamId} and ${teams.bookingVersion} = ${values.bookingVersion}
        returning ${teams.id}),
      inserted as (
        insert into ${interviews} (title, team_id, timeslot_id, notes, status)
        select ${values.title}, bumped.id, ${values.timeslotId}, ${values.notes}, 'scheduled' from bumped
        returning id, title, team_id, timeslot_id, notes, status, progress)${sql.join(also)}
      select id, title, team_id as "teamId", timeslot_id as "timeslotId", notes, status, progress from inserted`,
  );
  return row;
}
