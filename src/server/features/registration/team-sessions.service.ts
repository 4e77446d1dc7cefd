import { CODED } from '../../../shared/coded-messages.ts';
import type { TeamSignedOut } from '../../../shared/contract/push.ts';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { RealtimeHub } from '../../plugins/realtime-hub.ts';
import * as repo from './team-sessions.repo.ts';
import { transaction } from '../../db/transactions.ts';

/**
 * DELETE /api/teams/{id}/sessions (organiser): a lost or handed-on phone loses the team at once
 * (decision 248). Every session and remembered device of the team is deleted in one transaction,
 * with the alerts those sessions turned on, so no push for the team reaches any of its phones
 * again and no remember cookie brings a session back; then every instance forgets the sessions
 * it cached and ends their live streams. The team signs in again with its team code.
 */
export async function signOutTeamEverywhere(
  deps: { db: AppDb; realtime: RealtimeHub },
  teamId: number,
): Promise<TeamSignedOut> {
  const ended = await transaction(deps.db, (tx) => repo.deleteTeamSessionsAndDevices(tx, teamId));
  if (!ended) throw notFound(CODED.teams.notFound);
  if (ended.length > 0) {
    deps.realtime.endSessionStreams(ended);
    await deps.realtime.publishInternal({ type: 'sessions.revoked', tokenHashes: ended });
  }
  return { signedOut: ended.length };
}
