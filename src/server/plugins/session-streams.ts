import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { findLiveSessionHashes } from './sessions.repo.ts';

/** How often open event streams have their sessions checked: expiry, or a revocation notice lost. */
const STREAM_SESSION_RECHECK_MS = 30_000;
/** Sessions checked per query, so 10,000 open streams cost a handful of small queries. */
const HASHES_PER_QUERY = 1_000;

/**
 * Ends the event streams of sessions that are no longer live. Sign-out and a new sign-in end
 * them at once, on every instance, through the `sessions.revoked` notice (plugins/sessions.ts);
 * this sweep catches what no notice announces: a session that expired, or one deleted while this
 * instance was not listening.
 */
export function endExpiredSessionStreams(
  app: FastifyInstance,
  db: AppDb,
  recheckMs = STREAM_SESSION_RECHECK_MS,
) {
  let running = false;
  async function recheck() {
    if (running) return;
    running = true;
    try {
      const open = app.realtime.streamSessions();
      const ended: string[] = [];
      for (let i = 0; i < open.length; i += HASHES_PER_QUERY) {
        const batch = open.slice(i, i + HASHES_PER_QUERY);
        const live = await findLiveSessionHashes(db, batch);
        ended.push(...batch.filter((hash) => !live.has(hash)));
      }
      app.realtime.endSessionStreams(ended);
    } catch (error) {
      app.log.warn({ err: error }, 'checking the sessions of event streams failed');
    } finally {
      running = false;
    }
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void recheck(), recheckMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
