import { CODED } from '../../../shared/coded-messages.ts';
import { MESSAGE_ERRORS, type Block } from '../../../shared/contract/messages.ts';
import type { AppDb } from '../../db/client.ts';
import { badRequest, isForeignKeyViolation, notFound, unauthorized } from '../../http-errors.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './blocks.repo.ts';
import { sessionTeam } from './messaging.service.ts';
import { transaction } from '../../db/transactions.ts';

function toBlockDto(row: repo.BlockRow): Block {
  return {
    blockerTeam: {
      id: row.blockerTeamId,
      name: row.blockerTeamName,
      number: row.blockerTeamNumber,
    },
    blockedTeam: {
      id: row.blockedTeamId,
      name: row.blockedTeamName,
      number: row.blockedTeamNumber,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Blocking (youth safety beyond the spec): either team of a blocked pair can no longer message
 * the other. A team sees the blocks that involve it; an administrator sees them all.
 */
export function blocksService({ db, events }: { db: AppDb; events: EventSink }) {
  const publish = (teamA: number, teamB: number) =>
    events.emit({ type: 'blocks.changed', teamIds: [teamA, teamB] });

  async function findOne(blocker: number, blocked: number) {
    const rows = await repo.findBlocks(db, blocker);
    return rows.find((row) => row.blockerTeamId === blocker && row.blockedTeamId === blocked);
  }

  return {
    async list(auth: Auth | null): Promise<Block[]> {
      if (!auth) throw unauthorized();
      const rows = await repo.findBlocks(db, auth.kind === 'team' ? auth.teamId : undefined);
      return rows.map(toBlockDto);
    },

    async block(auth: Auth | null, blockedTeamId: number): Promise<Block> {
      const { teamId } = sessionTeam(auth);
      if (blockedTeamId === teamId) {
        throw badRequest(CODED.messages.blockSelf, [
          { field: 'teamId', message: MESSAGE_ERRORS.blockSelf },
        ]);
      }
      try {
        // Waits for messages and read receipts in flight between the two teams (lockPair).
        await transaction(db, async (tx) => {
          await repo.lockPair(tx, teamId, blockedTeamId, 'update');
          await repo.insertBlock(tx, teamId, blockedTeamId);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(CODED.messages.recipientNotFound);
        throw error;
      }
      await publish(teamId, blockedTeamId);
      return toBlockDto((await findOne(teamId, blockedTeamId))!);
    },

    /** Lifts the signed-in team's own block; a block set by the other team stays. */
    async unblock(auth: Auth | null, blockedTeamId: number): Promise<void> {
      const { teamId } = sessionTeam(auth);
      const removed = await repo.deleteBlock(db, teamId, blockedTeamId);
      if (!removed) throw notFound(CODED.messages.notBlocked);
      await publish(teamId, blockedTeamId);
    },
  };
}
