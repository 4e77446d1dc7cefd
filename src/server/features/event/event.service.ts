import type { DemoEvent, EventSetup } from '../../../shared/contract/event.ts';
import type { WriteDeps } from '../../feature-options.ts';
import type { AppDb } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { countDemoRows, deleteDemoRows, setupFacts } from './event.repo.ts';
import { transaction } from '../../db/transactions.ts';

const holdsDemo = (counts: DemoEvent['demo']) => Object.values(counts).some((n) => n > 0);

/** GET /api/event/demo: whether the database still holds the demo event, and how much of it. */
export async function demoEvent(db: AppDb): Promise<DemoEvent> {
  const demo = await countDemoRows(db);
  return { holdsDemo: holdsDemo(demo), demo };
}

/**
 * POST /api/event/clear-demo ('Start your real event'): removes the demo rows only, in one
 * transaction with its activity-log entry; rows an organiser created stay. Every list that showed
 * demo rows is told to reload.
 */
export async function clearDemo({ db, events }: WriteDeps, auth: Auth): Promise<DemoEvent> {
  const removed = await transaction(db, async (tx) => {
    const before = await countDemoRows(tx);
    const deleted = await deleteDemoRows(tx);
    await recordAudit(tx, auth, {
      action: 'event.clear-demo',
      target: 'demo event',
      before,
      after: await countDemoRows(tx),
    });
    return deleted;
  });
  for (const type of [
    'teams.changed',
    'timeslots.changed',
    'robots.changed',
    'streams.changed',
  ] as const) {
    await events.emit({ type });
  }
  return { holdsDemo: false, demo: removed };
}

/** GET /api/event/setup: each step of a real event's set-up, ticked from what the database holds. */
export async function eventSetup(db: AppDb): Promise<EventSetup> {
  const facts = await setupFacts(db);
  const steps = {
    name: facts.eventName !== null,
    date: facts.tournamentDate !== null,
    teams: facts.teams > 0,
    matches: facts.matches > 0,
    slots: facts.timeslots > 0,
    // Someone besides the first organiser.
    people: facts.people > 1,
  };
  return { steps, done: Object.values(steps).every(Boolean) };
}
