import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/raw-sql.ts';
import {
  DELIVERED_SWEEP_MS,
  QUEUE,
  SCHEMA,
  createDeliveryQueue,
  deliveredAmong,
  forgetOldDeliveries,
  insertPushes,
  markDelivered,
  newBoss,
  pushId,
  type HeldPush,
  type PushQueueOptions,
  type QueuedPush,
} from './push-jobs.ts';

/**
 * Pending pushes in the database (decision 253), through pg-boss on either engine: on
 * PostgreSQL over the app's pool, on PGlite over PGlite itself (pg-boss takes any `executeSql`).
 * A push is a row until it is settled, so a restart loses none: an instance that stops releases
 * what it holds, and what a killed one held is taken over once it expires. `fetch` claims rows
 * with `FOR UPDATE SKIP LOCKED`, so two instances never take the same push.
 *
 * Fairness between teams is kept in the database too: a push's priority is minus the number
 * of pushes already waiting in its lane, so the queue hands out one push of each waiting lane
 * before a second of any (the sender then takes lanes in turn within what it holds).
 */
export function createPushQueue(options: PushQueueOptions) {
  const boss = newBoss(options);

  let held = 0;
  let stopped = false;
  let fetching: Promise<void> | undefined;
  let fetchAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  /** Settled ids, written in one statement per kind on the next turn of the event loop. */
  const settled = { delivered: [] as string[], done: [] as string[], released: [] as string[] };
  let flushing: Promise<void> | undefined;
  /**
   * The last enqueue touching each lane: enqueues sharing a lane run one after another, so each
   * counts what the one before it queued; other lanes' go ahead at once.
   */
  const laneTails = new Map<string, Promise<unknown>>();

  async function flush(): Promise<void> {
    const delivered = settled.delivered.splice(0);
    const done = [...delivered, ...settled.done.splice(0)];
    const released = settled.released.splice(0);
    try {
      // Marked delivered before completed: a push retried in between is skipped, not sent again.
      if (delivered.length > 0) {
        await markDelivered(options.database, delivered.map(pushId));
      }
      if (done.length > 0) await boss.complete(QUEUE, done);
      // A failed job whose retries are left goes back to `retry`, at once free for any instance.
      if (released.length > 0) await boss.fail(QUEUE, released);
    } catch (error) {
      options.log.warn(
        { err: error },
        'settled pushes could not be recorded; they expire and are sent again',
      );
    }
    held -= done.length + released.length;
    flushing = undefined;
    if (settled.delivered.length + settled.done.length + settled.released.length > 0)
      scheduleFlush();
    fetchSoon();
  }

  function scheduleFlush() {
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
  }

  function take(job: PgBoss.Job<QueuedPush>): HeldPush {
    let once = false;
    return {
      id: pushId(job.id),
      push: job.data,
      settle(outcome) {
        if (once) return;
        once = true;
        settled[outcome].push(job.id);
        scheduleFlush();
      },
    };
  }

  async function fetchWhileRoom(): Promise<void> {
    do {
      fetchAgain = false;
      const room = options.maxHeld - held;
      if (stopped || room <= 0) return;
      const jobs = await boss.fetch<QueuedPush>(QUEUE, { batchSize: room });
      if (jobs.length === 0) continue;
      held += jobs.length;
      if (jobs.length === room) fetchAgain = true;
      const delivered = await deliveredAmong(
        options.database,
        jobs.map((job) => pushId(job.id)),
      );
      const taken = jobs.map(take);
      // Already accepted by its push service (its sender died before completing it): done.
      for (const push of taken) if (delivered.has(push.id)) push.settle('done');
      const toSend = taken.filter((push) => !delivered.has(push.id));
      if (toSend.length > 0) options.onPushes(toSend);
    } while (fetchAgain && !stopped);
  }

  function fetchSoon() {
    if (stopped) return;
    if (fetching) {
      fetchAgain = true;
      return;
    }
    fetching = fetchWhileRoom()
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'pushes could not be taken from the queue'),
      )
      .finally(() => {
        fetching = undefined;
        if (fetchAgain) fetchSoon();
      });
  }

  return {
    async start() {
      await boss.start();
      await createDeliveryQueue(options.database, options.expireSeconds);
      timer = setInterval(fetchSoon, options.pollMs);
      timer.unref();
      const forgetDelivered = () => forgetOldDeliveries(options.database, options.log);
      void forgetDelivered();
      sweepTimer = setInterval(() => void forgetDelivered(), DELIVERED_SWEEP_MS);
      sweepTimer.unref();
      fetchSoon();
    },
    /** Writes the pushes to the database (resolves once they are there), then takes what it can. */
    enqueue(pushes: QueuedPush[]): Promise<void> {
      if (pushes.length === 0) return Promise.resolve();
      const lanes = [...new Set(pushes.map((push) => push.lane))];
      const queued = Promise.all(lanes.map((lane) => laneTails.get(lane))).then(() =>
        insertPushes(
          boss,
          pushes,
          (text, values) => options.database.executeSql(text, values),
          options,
        ),
      );
      const tail = queued.catch(() => undefined);
      for (const lane of lanes) laneTails.set(lane, tail);
      void tail.then(() => {
        for (const lane of lanes) if (laneTails.get(lane) === tail) laneTails.delete(lane);
      });
      return queued.then(fetchSoon);
    },
    /**
     * Writes the pushes inside a transaction the caller began (`executeSql` runs in it): they are
     * queued if it commits and not at all if it does not. Taken once it has committed
     * (`fetchSoon`, or the next poll).
     */
    async enqueueWithin(executeSql: ExecuteSql, pushes: QueuedPush[]): Promise<void> {
      if (pushes.length > 0) await insertPushes(boss, pushes, executeSql, options);
    },
    /** Pushes held here, plus those waiting in the database that are free to take now. */
    async pending(): Promise<number> {
      await flushing;
      const { rows } = await options.database.executeSql(
        `select count(*)::int as waiting from ${SCHEMA}.job where name = $1 and state < 'active' and start_after <= now()`,
        [QUEUE],
      );
      return held + (rows as Array<{ waiting: number }>)[0]!.waiting;
    },
    fetchSoon,
    /** Stops taking pushes; `close` then waits for the settled ones to be recorded. */
    stopTaking() {
      stopped = true;
      clearInterval(timer);
      clearInterval(sweepTimer);
    },
    async close() {
      this.stopTaking();
      await fetching;
      while (flushing) await flushing;
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
