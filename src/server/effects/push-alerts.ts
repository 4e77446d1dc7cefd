import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { teamBlocks } from '../db/schema.ts';
import type { DomainEvent } from '../plugins/domain-events.ts';
import type { PushService } from '../plugins/push.ts';
import { alertFor, alertPayload } from './alerts.ts';

/** Whether `receiver` has blocked `sender` (a blocked team's messages never buzz a phone). */
async function hasBlocked(db: AppDb, receiverTeamId: number, senderTeamId: number): Promise<boolean> {
  const [row] = await db
    .select({ blocker: teamBlocks.blockerTeamId })
    .from(teamBlocks)
    .where(and(eq(teamBlocks.blockerTeamId, receiverTeamId), eq(teamBlocks.blockedTeamId, senderTeamId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Pushes each event's alert (alerts.ts) to its audience's subscribed browsers. Only a message's
 * block check is awaited; the subscriptions are looked up and the pushes delivered in the
 * background, after the request that caused them has been answered.
 */
export function pushAlerts(db: AppDb, push: Pick<PushService, 'send'>) {
  return async (event: DomainEvent) => {
    const alert = alertFor(event);
    if (!alert) return;
    if (event.type === 'message.sent' && (await hasBlocked(db, event.receiverTeamId, event.senderTeamId))) return;
    // Each phone's push in its own language (decision 280).
    push.send(alert.teamIds === undefined ? 'everyone' : { teamIds: alert.teamIds }, (language) => alertPayload(alert, language), alert.delivery);
  };
}
