import { and, eq } from 'drizzle-orm';
import type { AppDb, AppTx, Executor } from '../db/client.ts';
import { teamBlocks } from '../db/schema.ts';
import type { Language } from '../../shared/languages.ts';
import type { DomainEvent } from '../plugins/domain-event-types.ts';
import type { PushService } from '../plugins/push-service.ts';
import type { AlertWords } from '../../shared/alert-texts.ts';
import { alertFor, alertPayload, type Alert } from './alerts.ts';

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
    const { audience, payload } = pushOf(alert);
    if (tx) await push.queueWithin(tx, audience, payload, alert.delivery);
    else push.send(audience, payload, alert.delivery);
  };
}

type PushArguments = Parameters<PushService['send']>;

/**
 * Who an alert is pushed to, and what each phone reads: in its own language (decision 280), and
 * each team its own words when the alert has them (one lookup and one write for all, decision 300).
 */
function pushOf(alert: Alert): { audience: PushArguments[0]; payload: PushArguments[1] } {
  const inLanguage = (words: AlertWords) => (language: Language) =>
    alertPayload(alert, words, language);
  if ('wordsByTeam' in alert)
    return {
      audience: { teamIds: [...alert.wordsByTeam.keys()] },
      payload: {
        byTeam: new Map(
          [...alert.wordsByTeam].map(([teamId, words]) => [teamId, inLanguage(words)]),
        ),
      },
    };
  return {
    audience: alert.teamIds === undefined ? 'everyone' : { teamIds: alert.teamIds },
    payload: inLanguage(alert.words),
  };
}

/** Once a write that queued alerts in its transaction has committed, they are taken at once. */
export function takeCommittedAlerts(push: Pick<PushService, 'takeSoon'>) {
  return (event: DomainEvent) => {
    if (alertFor(event)) push.takeSoon();
  };
}
