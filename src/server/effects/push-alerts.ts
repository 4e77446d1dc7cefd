import { and, eq } from 'drizzle-orm';
import type { AppDb, AppTx, Executor } from '../db/client.ts';
import { teamBlocks } from '../db/schema.ts';
import type { Language } from '../../shared/languages.ts';
import type { DomainEvent } from '../plugins/domain-events.ts';
import type { PushService } from '../plugins/push.ts';
import { alertFor, alertPayload } from './alerts.ts';

/** Whether `receiver` has blocked `sender` (a blocked team's messages never buzz a phone). */
async function hasBlocked(
  db: Executor,
  receiverTeamId: number,
  senderTeamId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ blocker: teamBlocks.blockerTeamId })
    .from(teamBlocks)
    .where(
      and(eq(teamBlocks.blockerTeamId, receiverTeamId), eq(teamBlocks.blockedTeamId, senderTeamId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Pushes each event's alert (alerts.ts) to its audience's subscribed browsers. An event recorded
 * in its write's transaction (a reminder's claim) has its pushes queued in that transaction, so
 * they commit together (decision 271); an event only emitted after its write has them queued in
 * the background, after the request that caused them has been answered (only a message's block
 * check is awaited).
 */
export function pushAlerts(db: AppDb, push: Pick<PushService, 'send' | 'queueWithin'>) {
  return async (event: DomainEvent, tx: AppTx | undefined) => {
    const alert = alertFor(event);
    if (!alert) return;
    if (
      event.type === 'message.sent' &&
      (await hasBlocked(tx ?? db, event.receiverTeamId, event.senderTeamId))
    )
      return;
    const audience = alert.teamIds === undefined ? 'everyone' : { teamIds: alert.teamIds };
    // Each phone's push in its own language (decision 280).
    const payload = (language: Language) => alertPayload(alert, language);
    if (tx) await push.queueWithin(tx, audience, payload, alert.delivery);
    else push.send(audience, payload, alert.delivery);
  };
}

/** Once a write that queued alerts in its transaction has committed, they are taken at once. */
export function takeCommittedAlerts(push: Pick<PushService, 'takeSoon'>) {
  return (event: DomainEvent) => {
    if (alertFor(event)) push.takeSoon();
  };
}
