import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcements, matches, matchTeams, scheduleVersions, teams } from '../../db/schema.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Sent ones first by when they went out, then the ones waiting; the newest first, at most `limit`. */
export function listAnnouncements(db: Executor, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .orderBy(
      desc(sql`coalesce(${announcements.sentAt}, ${announcements.sendAt})`),
      desc(announcements.id),
    )
    .limit(limit);
}

export async function insertAnnouncement(
  db: Executor,
  values: {
    title: string;
    body: string;
    audience: AnnouncementRow['audience'];
    teamIds: number[];
    field: string | null;
    sendAt: Date | null;
  },
): Promise<AnnouncementRow> {
  // One waiting for its time has not been sent; the rest go out now.
  const [row] = await db
    .insert(announcements)
    .values({ ...values, sentAt: values.sendAt ? null : sql`now()` })
    .returning();
  return row!;
}

export async function deleteAnnouncement(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}

/** How many of these team ids exist. */
export async function countTeams(db: Executor, teamIds: number[]): Promise<number> {
  const rows = await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds));
  return rows.length;
}

/** The teams with a match on `field` in the current schedule (the field named whatever its case). */
const teamsOnField = (field: unknown) => sql`(
  select coalesce(array_agg(distinct ${matchTeams.teamId} order by ${matchTeams.teamId}), '{}'::integer[])
  from ${matchTeams} join ${matches} on ${matches.id} = ${matchTeams.matchId}
  where lower(${matches.field}) = lower(${field})
    and ${matches.versionId} = (select ${scheduleVersions.id} from ${scheduleVersions} where ${scheduleVersions.state} = 'current')
)`;

export async function teamsWithMatchesOn(db: Executor, field: string): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`${teamsOnField(field)}` })
    .from(sql`(select 1) as one`);
  return row?.ids ?? [];
}

/**
 * Claims the announcements whose time has come, marking them sent and fixing a field's teams as
 * the schedule has them now, in one statement: an instance that claims one sends it, and no other
 * instance can claim it again.
 */
export function claimDueAnnouncements(db: Executor): Promise<AnnouncementRow[]> {
  return db
    .update(announcements)
    .set({
      sentAt: sql`now()`,
      teamIds: sql`case when ${announcements.audience} = 'field' then ${teamsOnField(announcements.field)} else ${announcements.teamIds} end`,
    })
    .where(
      and(
        isNull(announcements.sentAt),
        isNotNull(announcements.sendAt),
        lte(announcements.sendAt, sql`now()`),
      ),
    )
    .returning();
}
