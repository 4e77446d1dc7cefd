import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import {
  robotListSchema,
  type CreateRobotInput,
  type Robot,
} from '../../../shared/contract/robots.ts';
import { ROBOT_TEAM_NOT_FOUND } from '../../../shared/contract/robots.ts';
import { clampToMap, roundTenth } from '../../../shared/positioning/coordinates.ts';
import {
  badRequest,
  conflict,
  forbidden,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../http-errors.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { findRobotRow, insertRobot, updateRobotLocation, type RobotRow } from './robots.repo.ts';
import type { RobotsSnapshot } from './robots.read-model.ts';
import { transaction } from '../../db/transactions.ts';

function toRobotDto(row: RobotRow): Robot {
  return {
    id: row.id,
    name: row.name,
    macAddress: row.macAddress,
    teamId: row.teamId,
    lastLocationX: row.lastLocationX,
    lastLocationY: row.lastLocationY,
    isActive: row.isActive,
    team:
      row.teamId !== null && row.teamName !== null
        ? { id: row.teamId, name: row.teamName, number: row.teamNumber }
        : null,
  };
}

/**
 * Who may see where a robot is: administrators see every robot and a team its own; other teams
 * see a team's robots only when that team agreed to location sharing (DESIGN section 7). Robots
 * with no team belong to the organiser and show to everyone signed in.
 */
function isVisibleTo(auth: Auth, row: RobotRow): boolean {
  if (auth.kind === 'admin' || row.teamId === null) return true;
  if (auth.kind === 'staff') return row.locationConsent === true;
  return row.teamId === auth.teamId || row.locationConsent === true;
}

export interface RobotFilter {
  teamId?: number;
  macAddress?: string;
}

function listRobots(snapshot: RobotsSnapshot, auth: Auth, filter: RobotFilter): Robot[] {
  return snapshot.rows
    .filter(
      (row) =>
        (filter.teamId === undefined || row.teamId === filter.teamId) &&
        (filter.macAddress === undefined || row.macAddress === filter.macAddress) &&
        isVisibleTo(auth, row),
    )
    .map(toRobotDto);
}

/**
 * The list as this viewer sees it, serialized once per snapshot, viewer and filter: a poll costs
 * a map lookup, not a filter, a serialization and a digest.
 */
export function robotListBody(snapshot: RobotsSnapshot, auth: Auth, filter: RobotFilter): JsonBody {
  const viewer =
    auth.kind === 'team' ? `team${auth.teamId}` : auth.kind === 'admin' ? 'admin' : 'staff';
  const key = JSON.stringify([viewer, filter.teamId ?? null, filter.macAddress ?? null]);
  return snapshot.views.get(key, () =>
    jsonBody(robotListSchema, listRobots(snapshot, auth, filter)),
  );
}

/** Positions are stored on the map, to a tenth of a unit. */
const onMap = (x: number, y: number) => clampToMap(roundTenth(x), roundTenth(y));

export async function createRobot(
  { db, events }: WriteDeps,
  auth: Auth,
  input: CreateRobotInput,
): Promise<Robot> {
  const position = onMap(input.lastLocationX, input.lastLocationY);
  let id: number;
  try {
    id = await transaction(db, async (tx) => {
      const values = {
        name: input.name,
        macAddress: input.macAddress,
        teamId: input.teamId,
        lastLocationX: position.x,
        lastLocationY: position.y,
        isActive: input.isActive,
      };
      const inserted = await insertRobot(tx, values);
      await recordAudit(tx, auth, {
        action: 'robot.created',
        target: `robot ${inserted.id}`,
        after: values,
      });
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODED.robots.macTaken);
    if (isForeignKeyViolation(error)) {
      throw badRequest(CODED.robots.teamNotFound, [
        { field: 'teamId', message: ROBOT_TEAM_NOT_FOUND },
      ]);
    }
    throw error;
  }
  await events.emit({ type: 'robots.changed' });
  return toRobotDto((await findRobotRow(db, id))!);
}

/** A team moves only its own robots; an administrator moves any. Out-of-map positions are clamped. */
export async function moveRobot(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
  location: { x: number; y: number },
): Promise<Robot> {
  const robot = await findRobotRow(db, id);
  if (!robot) throw notFound(CODED.robots.notFound);
  const ownerTeamId = auth.kind === 'team' ? auth.teamId : undefined;
  if (ownerTeamId !== undefined && robot.teamId !== ownerTeamId)
    throw forbidden(CODED.robots.notYours);
  const position = onMap(location.x, location.y);
  // A team's own move is not a staff write; an organiser's is logged with the place before and
  // after, in the same transaction.
  const moved =
    auth.kind === 'team'
      ? await updateRobotLocation(db, id, position, ownerTeamId)
      : await transaction(db, async (tx) => {
          const row = await updateRobotLocation(tx, id, position);
          const before = { x: robot.lastLocationX, y: robot.lastLocationY };
          if (row)
            await recordAudit(tx, auth, {
              action: 'robot.moved',
              target: `robot ${id}`,
              before,
              after: position,
            });
          return row;
        });
  // Deleted or given to another team since the check above.
  if (!moved)
    throw ownerTeamId === undefined
      ? notFound(CODED.robots.notFound)
      : forbidden(CODED.robots.notYours);
  await events.emit({ type: 'robots.changed' });
  return toRobotDto((await findRobotRow(db, id))!);
}
