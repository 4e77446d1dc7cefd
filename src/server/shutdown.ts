import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';

/** Whether `promise` settled within `ms` (it goes on either way). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const late = delay(ms, false, { signal: timer.signal }).catch(() => false);
  const settled = await Promise.race([promise.then(() => true), late]);
  timer.abort();
  return settled;
}

/**
 * Fastify options for stopping without refusing anyone (decision 216): a request that arrives on
 * a connection already open while the server stops is answered as usual, with
 * `Connection: close`, instead of 503. Behind nginx a refused POST is not passed to another
 * instance, so during a rolling restart the phone had to retry it, and its retry could be
 * refused by the same stopping instance.
 */
export const ANSWER_WHILE_STOPPING = { return503OnClosing: false } as const;

/** How long requests in flight get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

interface Closable {
  close(): Promise<void>;
}

/**
 * Stops the server (docs/decisions/116, 216): Fastify stops accepting connections and answers
 * requests on open ones with `Connection: close`, the realtime plugin ends each event stream
 * with a `retry:` hint and refuses new ones, requests in flight get up to `graceMs` to finish
 * before their connections are cut, then the database closes (PGlite checkpoints and its
 * data-directory lock is released). Resolves with the exit code.
 */
export async function shutDown(
  app: FastifyInstance | undefined,
  database: Closable | undefined,
  log: FastifyBaseLogger,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<number> {
  let code = 0;
  if (app) {
    const closed = app.close().then(
      () => true,
      (error: unknown) => {
        log.error({ err: error }, 'closing the HTTP server failed');
        code = 1;
        return true;
      },
    );
    // A keep-alive connection whose request finished would hold the close until the grace ends.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    const finished = await within(closed, graceMs);
    clearInterval(closeIdle);
    if (!finished) {
      log.warn(
        { graceMs },
        'requests still in flight after the grace period: closing their connections',
      );
      app.server.closeAllConnections();
      await within(closed, 1000);
      code = 1;
    }
  }
  if (database) {
    try {
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'closing the database failed');
      code = 1;
    }
  }
  return code;
}
