import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';

/** What every feature's routes plugin receives from buildApp (features never import app.ts). */
export interface FeatureOptions {
  db: Database['db'];
  config: AppConfig;
}
