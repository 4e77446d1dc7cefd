import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, teams } from '../../db/schema.ts';

/** Every team with its code and, once registered, its coach's contact details. */
export async function listTeamsWithRegistration(db: Executor) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      number: teams.number,
      joinCode: teams.joinCode,
      coachName: consents.coachName,
      coachEmail: consents.coachEmail,
      coachPhone: consents.coachPhone,
      registeredAt: consents.createdAt,
      checkedInAt: teams.checkedInAt,
    })
    .from(teams)
    .leftJoin(consents, eq(consents.teamId, teams.id));
}

export type TeamWithRegistrationRow = Awaited<ReturnType<typeof listTeamsWithRegistration>>[number];

/** Team names compared without case, for the friendly duplicate check. */
export async function findTeamByNameInsensitive(db: Executor, name: string) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(sql`lower(${teams.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** Team numbers compared without case; `exceptId` is the team being changed. */
export async function findTeamByNumberInsensitive(db: Executor, number: string, exceptId = 0) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(sql`lower(${teams.number}) = lower(${number}) and ${teams.id} <> ${exceptId}`)
    .limit(1);
  return row;
}

/** Which of these numbers (compared without case) already belong to a team. */
export async function findTakenNumbers(db: Executor, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const lowered = numbers.map((number) => number.toLowerCase());
  const rows = await db
    .select({ number: teams.number })
    .from(teams)
    .where(sql`lower(${teams.number}) = any(${sql.param(lowered)}::text[])`);
  return new Set(rows.map((row) => row.number!.toLowerCase()));
}

/** Sets or clears a team's number; the number it had, or undefined when the team does not exist. */
export async function setTeamNumber(db: Executor, id: number, number: string | null) {
  const [before] = await db
    .select({ number: teams.number })
    .from(teams)
    .where(eq(teams.id, id))
    .for('update');
  if (!before) return undefined;
  await db.update(teams).set({ number }).where(eq(teams.id, id));
  return { before: before.number };
}

/**
 * Checks a team in at the venue (or undoes it), keeping the first check-in's time; the times
 * before and after, for the activity log. Undefined when the team does not exist.
 */
export async function setCheckedIn(db: Executor, id: number, checkedIn: boolean) {
  const [before] = await db
    .select({ checkedInAt: teams.checkedInAt })
    .from(teams)
    .where(eq(teams.id, id))
    .for('update');
  if (!before) return undefined;
  const checkedInAt = checkedIn ? (before.checkedInAt ?? new Date()) : null;
  await db.update(teams).set({ checkedInAt }).where(eq(teams.id, id));
  return { before: before.checkedInAt, after: checkedInAt };
}

export async function insertTeam(
  db: Executor,
  values: { name: string; description: string | null; number: string | null; joinCode: string },
) {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

/** Which of these names (compared without case) already belong to a team. */
export async function findTakenNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ name: teams.name })
    .from(teams)
    .where(sql`lower(${teams.name}) = any(${sql.param(lowered)}::text[])`);
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/**
 * A file's teams in one statement of four array parameters (decision 247): a VALUES list of 2,000
 * rows is 8,000 parameters, which Drizzle takes 40 to 80 ms to build and PGlite (on the event
 * loop) about twice as long to read as these arrays. Ids follow the arrays' order.
 */
export async function insertTeams(
  db: Executor,
  values: { name: string; description: string | null; number: string | null; joinCode: string }[],
) {
  const column = <K extends keyof (typeof values)[number]>(key: K) =>
    sql.param(values.map((value) => value[key]));
  const { rows } = (await db.execute(sql`
    insert into ${teams} (name, description, number, join_code)
    select * from unnest(${column('name')}::text[], ${column('description')}::text[], ${column('number')}::text[], ${column('joinCode')}::text[])
    returning id, name, number, join_code`)) as unknown as {
    rows: { id: number; name: string; number: string | null; join_code: string }[];
  };
  return rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      number: row.number,
      joinCode: row.join_code,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Removes these teams (an import undone); what refers to them goes with them. */
export async function deleteTeams(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(teams).where(inArray(teams.id, ids));
}
