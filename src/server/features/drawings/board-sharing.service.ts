import { CODED } from '../../../shared/coded-messages.ts';
import {
  MAX_BOARD_EDITORS,
  type DrawingShare,
  type PresentEditor,
  type SharedDrawing,
} from '../../../shared/contract/drawings.ts';
import type { AppDb } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './board-docs.repo.ts';
import * as presenceRepo from './board-presence.repo.ts';
import { boardAccess, boardAudience } from './board-access.ts';
import { transaction } from '../../db/transactions.ts';

/**
 * Sharing a board with an alliance partner, and who is on a board now (decision 290).
 * A partner never sees the owner's name for the board (free text between teams, DESIGN 4).
 */

/** How long an open copy stays present without reporting in. */
export const PRESENCE_TTL_MS = 30_000;
/** How many shared boards one list shows (an organiser's list of every shared board). */
const SHARED_LIST_LIMIT = 500;

async function ownedBoard(db: AppDb, auth: Auth, id: number) {
  const access = await boardAccess(db, auth, id);
  if (!access.owns) throw forbidden(CODED.drawings.otherTeam);
  return access.row;
}

export async function listShares(db: AppDb, auth: Auth, id: number): Promise<DrawingShare[]> {
  await ownedBoard(db, auth, id);
  return repo.listShares(db, id);
}

/** Shares the board with a team, to view or to edit; sharing again changes what it may do. */
export async function shareBoard(
  { db, events }: WriteDeps,
  auth: Auth,
  id: number,
  input: { teamId: number; canEdit: boolean },
) {
  const row = await ownedBoard(db, auth, id);
  if (input.teamId === row.teamId) throw conflict(CODED.drawings.shareOwnTeam);
  if (!(await repo.teamExists(db, input.teamId))) throw notFound(CODED.drawings.teamNotFound);
  await repo.upsertShare(db, id, input.teamId, input.canEdit);
  await events.emit({ type: 'drawings.changed', teamId: input.teamId });
  await events.emit({ type: 'drawings.changed', teamId: row.teamId });
  return repo.listShares(db, id);
}

/** Takes the board back: the partner's copies stop at once (their next change is refused, and they hear it). */
export async function revokeShare(
  deps: WriteDeps,
  auth: Auth,
  id: number,
  teamId: number,
): Promise<void> {
  const { db, events } = deps;
  const row = await ownedBoard(db, auth, id);
  if (!(await repo.deleteShare(db, id, teamId))) throw notFound(CODED.drawings.shareNotFound);
  await presenceRepo.deletePresence(db, { drawingId: id, teamId });
  await events.emit({ type: 'drawings.changed', teamId });
  await events.emit({ type: 'drawings.changed', teamId: row.teamId });
  await announcePresence(deps, id, [...(await boardAudience(db, row)), teamId]);
}

/** Boards other teams shared with this one; an organiser sees every shared board. */
export async function listSharedWithUs(db: AppDb, auth: Auth): Promise<SharedDrawing[]> {
  if (auth.kind === 'staff') throw forbidden();
  const rows = await repo.listSharedWith(
    db,
    auth.kind === 'team' ? auth.teamId : undefined,
    SHARED_LIST_LIMIT,
  );
  return rows.map((row) => ({
    ...row,
    canEdit: auth.kind === 'admin' || row.canEdit,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function presentEditors(db: AppDb, id: number, now: Date): Promise<PresentEditor[]> {
  const rows = await presenceRepo.listPresent(db, id, new Date(now.getTime() - PRESENCE_TTL_MS));
  return rows.map((row) => ({
    clientId: row.clientId,
    teamId: row.teamId,
    teamNumber: row.teamNumber,
    pointer: row.x === null || row.y === null ? null : { x: row.x, y: row.y },
  }));
}

export async function announcePresence(
  { db, events }: WriteDeps,
  id: number,
  teamIds: number[],
  now = new Date(),
) {
  const editors = await presentEditors(db, id, now);
  await events.emit({ type: 'drawing.presence', drawingId: id, teamIds, editors });
  return editors;
}

/**
 * An open copy reports in (joins, moves its pointer, or leaves). At most MAX_BOARD_EDITORS copies
 * are present at once: joining counts under the board row's lock, so two joining together are
 * counted one after the other.
 */
export async function reportPresence(
  deps: WriteDeps,
  auth: Auth,
  id: number,
  input: { clientId: number; pointer: { x: number; y: number } | null; leave?: boolean },
): Promise<{ editors: PresentEditor[] }> {
  const { db } = deps;
  const { audience } = await boardAccess(db, auth, id);
  const now = new Date();
  const key = { drawingId: id, clientId: input.clientId, sessionHash: auth.tokenHash };
  if (input.leave) await presenceRepo.deletePresence(db, key);
  else if (!(await presenceRepo.touchPresence(db, key, input.pointer, now))) {
    await transaction(db, async (tx) => {
      await presenceRepo.lockDrawing(tx, id);
      await presenceRepo.forgetStalePresence(tx, id, new Date(now.getTime() - PRESENCE_TTL_MS));
      if ((await presenceRepo.countPresent(tx, id, input.clientId)) >= MAX_BOARD_EDITORS)
        throw conflict(CODED.drawings.editorsFull);
      const teamId = auth.kind === 'team' ? auth.teamId : null;
      // Another session's copy with this id (a clash of random ids) keeps its place.
      if (!(await presenceRepo.insertPresence(tx, { ...key, teamId, pointer: input.pointer }, now)))
        throw conflict(CODED.drawings.editorsFull);
    });
  }
  return { editors: await announcePresence(deps, id, audience, now) };
}
