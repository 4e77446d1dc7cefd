import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { HttpError } from '../http-errors.ts';

/**
 * Limits on guessing secrets (passwords, team codes): only refused attempts (401) count, so a
 * coach who signs in on five phones is never locked out, while a guesser is stopped after `max`
 * misses within `windowMs`. Routes sharing a `bucket` share counters (a team code guessed on the
 * sign-in and on the consent form counts once per team). Counters are per instance (decision 003).
 */
export interface GuessLimit {
  bucket: string;
  key: (request: FastifyRequest) => string;
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guessLimit?: GuessLimit;
  }
}

const MAX_KEYS = 50_000;

export default fp(
  async function guessLimits(app: FastifyInstance) {
    const misses = new Map<string, number[]>();
    const recent = (id: string, windowMs: number, now: number) => {
      const times = (misses.get(id) ?? []).filter((t) => now - t < windowMs);
      if (times.length) misses.set(id, times);
      else misses.delete(id);
      return times;
    };
    const idOf = (limit: GuessLimit, request: FastifyRequest) => `${limit.bucket}:${limit.key(request)}`;

    app.addHook('preHandler', async (request, reply) => {
      const limit = request.routeOptions.config.guessLimit;
      if (!limit) return;
      const times = recent(idOf(limit, request), limit.windowMs, Date.now());
      if (times.length >= limit.max) {
        const retryAfter = Math.ceil((limit.windowMs - (Date.now() - times[0]!)) / 1000);
        reply.header('retry-after', String(Math.max(1, retryAfter)));
        throw new HttpError(429, ERROR_MESSAGES.rateLimited);
      }
    });

    app.addHook('onResponse', async (request, reply) => {
      const limit = request.routeOptions.config.guessLimit;
      if (!limit || reply.statusCode !== 401) return;
      const id = idOf(limit, request);
      if (misses.size >= MAX_KEYS && !misses.has(id)) misses.clear();
      misses.set(id, [...recent(id, limit.windowMs, Date.now()), Date.now()]);
    });
  },
  { name: 'guess-limits' },
);

const TEN_MINUTES = 10 * 60 * 1000;

/** A team code tried for a team (sign-in or registration), whichever device tries. */
export const teamCodeGuessLimit = (teamId: (request: FastifyRequest) => unknown): GuessLimit => ({
  bucket: 'team-code',
  key: (request) => String(teamId(request)),
  max: 10,
  windowMs: TEN_MINUTES,
});

/** An administrator password tried from one address for one username. */
export const adminPasswordGuessLimit: GuessLimit = {
  bucket: 'admin-password',
  key: (request) => `${request.ip}:${String((request.body as { username?: unknown } | undefined)?.username ?? '')}`,
  max: 10,
  windowMs: TEN_MINUTES,
};
