import { CODED } from '../../shared/coded-messages.ts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors.ts';
import { concurrencyLimit, type ConcurrencyLimit } from './concurrency-limit.ts';

/**
 * What keeps file imports (teams, matches) from crowding out everyone else (decision 231): a few
 * a minute per administrator, and one file read at a time per import per instance, a few more
 * waiting their turn. The reading itself yields between slices (shared/csv-records.ts).
 */
export function importRateLimit(name: string) {
  return {
    rateLimit: {
      max: 20,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.auth?.kind === 'admin'
          ? `${name}:admin:${request.auth.adminId}`
          : `${name}:ip:${request.ip}`,
    },
  };
}

export function importSlots(): ConcurrencyLimit {
  return concurrencyLimit({
    inFlight: 1,
    queued: 4,
    maxWaitMs: 30_000,
    onBusy: () => new HttpError(429, CODED.common.rateLimited),
  });
}
