import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { EventSink } from './plugins/domain-events.ts';

/** What every feature's routes plugin receives from buildApp (features never import app.ts). */
export interface FeatureOptions {
  db: Database['db'];
  config: AppConfig;
  /** A backup of the whole database, taken while it runs. */
  snapshot: Database['snapshot'];
  /** How often each instance looks for bookings to remind (default 30 s; tests shorten it). */
  reminderSweepMs?: number;
}

/** What a service that writes needs: the database, and where to tell what happened. */
export interface WriteDeps {
  db: Database['db'];
  events: EventSink;
}
