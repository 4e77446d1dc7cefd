import type { WriteDeps } from '../../feature-options.ts';
import { boardAudience } from './board-access.ts';
import { deleteStalePresence } from './board-presence.repo.ts';
import { announcePresence, PRESENCE_TTL_MS } from './board-sharing.service.ts';
import { findDrawingHead } from './drawings.repo.ts';

/** How often each instance looks for copies that stopped reporting in. */
export const PRESENCE_SWEEP_MS = 10_000;

/**
 * Copies that vanished (a closed tab, a phone gone offline) stop reporting in; every
 * PRESENCE_SWEEP_MS an instance forgets those not seen for PRESENCE_TTL_MS and tells the boards
 * they were on, so a vanished editor leaves everyone's screen within TTL + sweep (40 s) and
 * frees a place under the editor cap. Any instance may sweep: a row is deleted once, and only
 * the instance that deleted it announces.
 */
export async function sweepPresence(deps: WriteDeps, now = new Date()): Promise<number[]> {
  const boards = await deleteStalePresence(deps.db, new Date(now.getTime() - PRESENCE_TTL_MS));
  for (const id of boards) {
    const row = await findDrawingHead(deps.db, id);
    if (row) await announcePresence(deps, id, await boardAudience(deps.db, row), now);
  }
  return boards;
}
