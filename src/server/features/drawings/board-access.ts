import { CODED } from '../../../shared/coded-messages.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { canActFor, type Auth } from '../../plugins/sessions.ts';
import { readBoardFacts } from './board-facts.repo.ts';
import * as repo from './board-docs.repo.ts';
import type { DrawingHead } from './drawings.repo.ts';

/** Who may open a co-edited board, and who hears its changes (decision 290). */

export interface BoardAccess {
  row: DrawingHead;
  canEdit: boolean;
  /** The owner team or an organiser: may share, rename and delete. */
  owns: boolean;
  /** The teams that hear the board's changes: its own and the ones it is shared with. */
  audience: number[];
  /** Whether the board has its shared document yet. */
  hasDoc: boolean;
}

/**
 * Who may open the board: its team and organisers (all of it), teams it is shared with (as
 * shared). One read answers this, the board's audience and whether it has a document (decision 312).
 */
export async function boardAccess(db: Executor, auth: Auth, id: number): Promise<BoardAccess> {
  const facts = await readBoardFacts(db, id);
  if (!facts) throw notFound(CODED.drawings.notFound);
  const row = { id, teamId: facts.teamId };
  const audience = [facts.teamId, ...facts.shares.map((share) => share.teamId)];
  const known = { row, audience, hasDoc: facts.hasDoc };
  if (canActFor(auth, row.teamId)) return { ...known, canEdit: true, owns: true };
  const share =
    auth.kind === 'team' ? facts.shares.find((each) => each.teamId === auth.teamId) : undefined;
  if (!share) throw forbidden(CODED.drawings.otherTeam);
  return { ...known, canEdit: share.canEdit, owns: false };
}

/** The teams that hear a board's changes, for a caller that has not read its access. */
export async function boardAudience(db: Executor, row: DrawingHead): Promise<number[]> {
  return [row.teamId, ...(await repo.sharedTeamIds(db, row.id))];
}
