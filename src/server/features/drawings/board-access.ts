import { DRAWING_NOT_FOUND, DRAWING_OTHER_TEAM } from '../../../shared/contract/drawings.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { canActFor, type Auth } from '../../plugins/sessions.ts';
import * as repo from './board-docs.repo.ts';
import { findDrawingHead, type DrawingHead } from './drawings.repo.ts';

/** Who may open a co-edited board, and who hears its changes (decision 290). */

export interface BoardAccess {
  row: DrawingHead;
  canEdit: boolean;
  /** The owner team or an organiser: may share, rename and delete. */
  owns: boolean;
}

/** Who may open the board: its team and organisers (all of it), teams it is shared with (as shared). */
export async function boardAccess(db: Executor, auth: Auth, id: number): Promise<BoardAccess> {
  const row = await findDrawingHead(db, id);
  if (!row) throw notFound(DRAWING_NOT_FOUND);
  if (canActFor(auth, row.teamId)) return { row, canEdit: true, owns: true };
  const share = auth.kind === 'team' ? await repo.findShare(db, id, auth.teamId) : undefined;
  if (!share) throw forbidden(DRAWING_OTHER_TEAM);
  return { row, canEdit: share.canEdit, owns: false };
}

/** The teams that hear a board's changes: its own and the ones it is shared with. */
export async function boardAudience(db: Executor, row: DrawingHead): Promise<number[]> {
  return [row.teamId, ...(await repo.sharedTeamIds(db, row.id))];
}
