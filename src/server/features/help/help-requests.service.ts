import { CODED } from '../../../shared/coded-messages.ts';
import { MAX_OPEN_HELP_REQUESTS } from '../../../shared/contract/help-requests-lists.ts';
import type {
  CreateHelpRequest,
  HelpRequest,
  UpdateHelpRequest,
} from '../../../shared/contract/help-requests.ts';
import type { Executor } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { Auth } from '../../plugins/session-auth.ts';
import * as repo from './help-requests.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** A day's requests are a few hundred at most; the list shows the unresolved first. */
const LISTED = 500;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toHelpRequestDto(row: repo.HelpRequestRow): HelpRequest {
  return {
    id: row.id,
    teamId: row.teamId,
    teamName: row.teamName,
    teamNumber: row.teamNumber,
    kind: row.kind,
    place: row.place,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
  };
}

/** A team sees its own requests; organisers and volunteers (the route's guard) see every team's. */
export async function listHelpRequests(db: Executor, auth: Auth): Promise<HelpRequest[]> {
  const rows = await repo.listHelpRequests(db, auth.kind === 'team' ? auth.teamId : null, LISTED);
  return rows.map(toHelpRequestDto);
}

/**
 * POST /api/help-requests (a team, for itself). The team's row is locked while its unresolved
 * requests are counted and the new one added, so two requests sent at once never make a fourth
 * (409, decision 286).
 */
export async function createHelpRequest(
  { db, events }: WriteDeps,
  teamId: number,
  input: CreateHelpRequest,
): Promise<HelpRequest> {
  const id = await transaction(db, async (tx) => {
    if (!(await repo.lockTeam(tx, teamId))) throw notFound(CODED.help.notFound);
    if ((await repo.countUnresolved(tx, teamId)) >= MAX_OPEN_HELP_REQUESTS)
      throw conflict(CODED.help.tooMany);
    return repo.insertHelpRequest(tx, { teamId, ...input });
  });
  await events.emit({ type: 'help.changed', teamId });
  return toHelpRequestDto((await repo.findHelpRequest(db, id))!);
}

/**
 * PATCH /api/help-requests/{id} (organisers): acknowledged, then resolved. Asking for the status
 * it has is answered with it unchanged; acknowledging a resolved one is a 409.
 */
export async function updateHelpRequest(
  { db, events }: WriteDeps,
  id: number,
  { status }: UpdateHelpRequest,
): Promise<HelpRequest> {
  const changed = await repo.advanceHelpRequest(db, id, status);
  const row = await repo.findHelpRequest(db, id);
  if (!row) throw notFound(CODED.help.notFound);
  if (changed.length === 0 && row.status !== status) throw conflict(CODED.help.alreadyResolved);
  if (changed.length > 0) await events.emit({ type: 'help.changed', teamId: row.teamId });
  return toHelpRequestDto(row);
}
