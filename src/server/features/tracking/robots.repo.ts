import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, robots, teams } from '../../db/schema.ts';

/** A robot with its team and whether that team agreed to share locations. */
const robotView = {
  id: robots.id,
  name: robots.name,
  macAddress: robots.macAddress,
  teamId: robots.teamId,
  lastLocationX: robots.lastLocationX,
  lastLocationY: robots.lastLocationY,
  isActive: robots.isActive,
  teamName: teams.name,
  teamNumber: teams.number,
  locationConsent: consents.locationTrackingConsent,
};

export type RobotRow = {
  id: number;
  name: string;
  macAddress: string;
  teamId: number | null;
  lastLocationX: number;
  lastLocationY: number;
  isActive: boolean;
  teamName: string | null;
  teamNumber: string | null;
  locationConsent: boolean | null;
};

function selectRobots(db: Executor) {
  return db
    .select(robotView)
    .from(robots)
    .leftJoin(teams, eq(teams.id, robots.teamId))
    .leftJoin(consents, eq(consents.teamId, robots.teamId));
}

export async function listRobotRows(db: Executor): Promise<RobotRow[]> {
  return selectRobots(db).orderBy(robots.id);
}

export async function findRobotRow(db: Executor, id: number): Promise<RobotRow | undefined> {
  const [row] = await selectRobots(db).where(eq(robots.id, id)).limit(1);
  return row;
}

export async function insertRobot(db: Executor, values: typeof robots.$inferInsert) {
  const [row] = await db.insert(robots).values(values).returning({ id: robots.id });
  return row!;
}

/** Moves a robot; only when it still belongs to `teamId` if one is given (a team moving its own). */
export async function updateRobotLocation(
  db: Executor,
  id: number,
  position: { x: number; y: number },
  ownerTeamId?: number,
) {
  const [row] = await db
    .update(robots)
    .set({ lastLocationX: position.x, lastLocationY: position.y, updatedAt: new Date() })
    .where(
      ownerTeamId === undefined
        ? eq(robots.id, id)
        : and(eq(robots.id, id), eq(robots.teamId, ownerTeamId)),
    )
    .returning({ id: robots.id });
  return row;
}
