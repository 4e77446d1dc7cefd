import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ExecuteSql } from '../db/raw-sql.ts';
import type { PushDelivery } from './push-request.ts';
import type { PushOutcome } from './push-sender.ts';

/** pg-boss keeps its tables in a schema of its own; the app's migrations never touch it. */
export const SCHEMA = 'pgboss';
export const QUEUE = 'push-delivery';

/** One push waiting in the database: a subscription (by endpoint) and what to send it. */
export interface QueuedPush extends PushDelivery {
  endpoint: string;
  /** The owner's lane (`team:7`, `admin:1`): the queue's fairness and cap are per lane. */
  lane: string;
}

export interface HeldPush {
  /**
   * The push's own id (its job's, 32 hex digits), the same on every attempt: its Web Push `Topic`
   * and the notification's tag, so a second copy replaces the first (decision 272).
   */
  id: string;
  push: QueuedPush;
  settle(outcome: PushOutcome): void;
}

export interface PushQueueOptions {
  database: Pick<Database, 'executeSql'>;
  log: FastifyBaseLogger;
  /** Pushes waiting at most in one lane; past it that lane's new pushes are dropped. */
  maxQueuedPerLane: number;
  /** Pushes this instance holds at once (taken from the queue, not yet settled). */
  maxHeld: number;
  /** How often the queue is looked at for pushes other instances queued or released. */
  pollMs: number;
  /** A push held longer than this by an instance that stopped answering goes to another. */
  expireSeconds: number;
  /** Called with the pushes taken; each must be settled. */
  onPushes(pushes: HeldPush[]): void;
}

/** A job's id as a push's: its UUID's 32 hex digits (a Web Push Topic is at most 32 base64url characters). */
export const pushId = (jobId: string) => jobId.replaceAll('-', '');

/** Delivered marks outlive any retry of their push: a waiting push is dropped after a day. */
const DELIVERED_KEPT = '2 days';
export const DELIVERED_SWEEP_MS = 60 * 60 * 1000;

/**
 * Queues pushes in one insert, each at a priority of minus the pushes already waiting in its lane;
 * a lane holding `maxQueuedPerLane` drops its new pushes.
 */
export async function insertPushes(
  boss: PgBoss,
  pushes: QueuedPush[],
  executeSql: ExecuteSql,
  options: { maxQueuedPerLane: number; expireSeconds: number; log: FastifyBaseLogger },
): Promise<void> {
  const lanes = [...new Set(pushes.map((push) => push.lane))];
  const { rows } = await executeSql(
    `select data->>'lane' as lane, count(*)::int as waiting from ${SCHEMA}.job
      where name = $1 and state < 'active' and data->>'lane' = any($2::text[]) group by 1`,
    [QUEUE, lanes],
  );
  const waiting = new Map(
    (rows as Array<{ lane: string; waiting: number }>).map((row) => [row.lane, row.waiting]),
  );
  const jobs: PgBoss.JobInsert<QueuedPush>[] = [];
  for (const push of pushes) {
    const ahead = waiting.get(push.lane) ?? 0;
    if (ahead >= options.maxQueuedPerLane) {
      options.log.warn({ lane: push.lane }, 'push lane full: a push to its owner was dropped');
      continue;
    }
    waiting.set(push.lane, ahead + 1);
    jobs.push({
      name: QUEUE,
      data: push,
      priority: -ahead,
      expireInSeconds: options.expireSeconds,
    });
  }
  if (jobs.length > 0) await boss.insert(jobs, { db: { executeSql } });
}

/** Deletes the delivered marks older than DELIVERED_KEPT. */
export function forgetOldDeliveries(
  database: Pick<Database, 'executeSql'>,
  log: FastifyBaseLogger,
) {
  return database
    .executeSql(
      `delete from push_deliveries where delivered_at < now() - interval '${DELIVERED_KEPT}'`,
    )
    .catch((error: unknown) =>
      log.warn({ err: error }, 'old delivered marks could not be deleted'),
    );
}

/** Marks pushes accepted by their push service, before their jobs are completed. */
export async function markDelivered(database: Pick<Database, 'executeSql'>, ids: string[]) {
  await database.executeSql(
    'insert into push_deliveries (push_id) select unnest($1::text[]) on conflict do nothing',
    [ids],
  );
}

/** Which of these pushes were accepted by their push service already. */
export async function deliveredAmong(
  database: Pick<Database, 'executeSql'>,
  ids: string[],
): Promise<Set<string>> {
  const { rows } = await database.executeSql(
    'select push_id from push_deliveries where push_id = any($1::text[])',
    [ids],
  );
  return new Set((rows as Array<{ push_id: string }>).map((row) => row.push_id));
}

/** Instances creating the delivery queue take turns on this key (any fixed number, held until commit). */
const CREATE_QUEUE_LOCK = 727_274_002;

/**
 * Creates the delivery queue unless it exists, one instance at a time. pg-boss's own
 * `createQueue` deadlocks when instances start together: the first adds a foreign key to the
 * queue table while the second's insert of the same name, waiting on the first, holds a lock
 * on that table.
 */
export async function createDeliveryQueue(
  database: Pick<Database, 'executeSql'>,
  expireSeconds: number,
): Promise<void> {
  const settings = {
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 0,
    expireInSeconds: expireSeconds,
    retentionMinutes: 24 * 60,
  };
  await database.executeSql(
    `with turn as (select pg_advisory_xact_lock(${CREATE_QUEUE_LOCK}))
      select ${SCHEMA}.create_queue($1, $2::json) from turn`,
    [QUEUE, JSON.stringify(settings)],
  );
}

/** pg-boss over the app's database, its failed steps logged and retried by pg-boss itself. */
export function newBoss(options: Pick<PushQueueOptions, 'database' | 'log' | 'expireSeconds'>) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) },
    schema: SCHEMA,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, options.expireSeconds)),
  });
  boss.on('error', (error) =>
    options.log.warn({ err: error }, 'the push queue failed a step; it tries again'),
  );
  return boss;
}
