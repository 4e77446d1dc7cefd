import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { publishLiveUpdates } from './live-updates.ts';
import { pushAlerts } from './push-alerts.ts';

/**
 * The one place where a write's consequences are wired: every domain event a service emits goes
 * to each handler here, in this order: live updates first (pages refresh), then push alerts.
 */
export function registerEffects(app: FastifyInstance, db: AppDb): void {
  app.domainEvents.on(publishLiveUpdates(app.realtime));
  app.domainEvents.on(pushAlerts(db, app.push));
}
