import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import {
  MAX_DRAWINGS_PER_TEAM,
  type Drawing,
  type DrawingSummary,
} from '../../../shared/contract/drawings.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import type { AppDb } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { actingTeamId, canActFor, type Auth } from '../../plugins/sessions.ts';
import { boardAccess } from './board-access.ts';
import { docScene } from './board-docs.service.ts';
import { replaceScene } from './board-updates.service.ts';
import * as repo from './drawings.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** How many boards an administrator's list of every team shows. */
const ADMIN_LIST_LIMIT = 500;

function toDrawingSummaryDto(row: repo.DrawingSummaryRow): DrawingSummary {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDrawingDto(row: repo.DrawingRow): Drawing {
  return { ...toDrawingSummaryDto(row), scene: row.scene as Drawing['scene'] };
}

/** A team lists its own boards; an administrator one team's, or every team's. */
export async function listDrawings(
  db: AppDb,
  auth: Auth,
  teamId?: number,
): Promise<DrawingSummary[]> {
  const scope = auth.kind === 'admin' ? teamId : actingTeamId(auth, teamId);
  const rows = await repo.listDrawings(
    db,
    scope,
    scope === undefined ? ADMIN_LIST_LIMIT : MAX_DRAWINGS_PER_TEAM,
  );
  return rows.map(toDrawingSummaryDto);
}

/** The board if this request may see it: 404 when there is none, 403 for another team's. */
async function accessibleDrawing(db: AppDb, auth: Auth, id: number): Promise<repo.DrawingRow> {
  const row = await repo.findDrawing(db, id);
  if (!row) throw notFound(CODED.drawings.notFound);
  if (!canActFor(auth, row.teamId)) throw forbidden(CODED.drawings.otherTeam);
  return row;
}

/**
 * One board: its team's and organisers' in full; a partner it is shared with gets it without the
 * owner's name for it (no free text between teams) and with what it may do.
 */
export async function getDrawing(db: AppDb, auth: Auth, id: number): Promise<Drawing> {
  const access = await boardAccess(db, auth, id);
  const row = await repo.findDrawing(db, id);
  if (!row) throw notFound(CODED.drawings.notFound);
  // A co-edited board shows its document (the stored scene trails it between compactions).
  const drawing = {
    ...toDrawingDto(row),
    scene: ((await docScene(db, id)) ?? row.scene) as Drawing['scene'],
  };
  if (access.owns) return { ...drawing, access: 'owner' };
  return { ...drawing, name: '', access: access.canEdit ? 'edit' : 'view' };
}

export async function createDrawing(
  { db, events }: WriteDeps,
  auth: Auth,
  input: { name: string; scene: unknown; teamId?: number },
): Promise<Drawing> {
  const teamId = actingTeamId(auth, input.teamId);
  const row = await transaction(db, async (tx) => {
    if (!(await repo.lockTeam(tx, teamId))) throw notFound(CODED.drawings.teamNotFound);
    if ((await repo.countTeamDrawings(tx, teamId)) >= MAX_DRAWINGS_PER_TEAM)
      throw conflict(CODED.drawings.limitReached);
    return repo.insertDrawing(tx, { teamId, name: input.name, scene: input.scene });
  });
  await events.emit({ type: 'drawings.changed', teamId });
  return toDrawingDto(row);
}

export async function updateDrawing(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
  input: { name?: string; scene?: unknown; expectedUpdatedAt?: string },
): Promise<Drawing> {
  await accessibleDrawing(db, auth, id);
  const expected = input.expectedUpdatedAt ? new Date(input.expectedUpdatedAt) : undefined;
  const row = await repo.updateDrawing(db, id, { name: input.name, scene: input.scene }, expected);
  if (row) {
    // A co-edited board's document is changed to show the saved scene, for every open copy.
    if (input.scene !== undefined) await replaceScene({ db, events }, row, input.scene as Scene);
    await events.emit({ type: 'drawings.changed', teamId: row.teamId });
    return toDrawingDto(row);
  }
  // Deleted or saved by someone else between the check and the update.
  if (!(await repo.findDrawing(db, id))) throw notFound(CODED.drawings.notFound);
  throw conflict(CODED.drawings.changedElsewhere);
}

export async function deleteDrawing(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
): Promise<void> {
  const row = await accessibleDrawing(db, auth, id);
  await repo.deleteDrawing(db, id);
  await events.emit({ type: 'drawings.changed', teamId: row.teamId });
}
