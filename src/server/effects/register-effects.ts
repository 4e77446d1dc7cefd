import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { publishLiveUpdates } from './live-updates.ts';
import { pushAlerts, takeCommittedAlerts } from './push-alerts.ts';

/**
 * The one place where a write's consequences are wired: every domain event a service emits goes
 * to each handler here, in this order: live updates first (pages refresh), then push alerts.
 * Alerts are queued in the write's own transaction when the service records its events there
 * (decision 271), and taken from the queue once it committed.
 */
export function registerEffects(app: FastifyInstance, db: AppDb): void {
  app.domainEvents.on(publishLiveUpdates(app.realtime));
  app.domainEvents.onWrite(pushAlerts(db, app.push));
  app.domainEvents.on(takeCommittedAlerts(app.push));
}
