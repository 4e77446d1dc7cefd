import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client.ts';
import { RetryLaterError } from '../http-errors.ts';
import {
  pruneGuessCounters,
  releaseAttempt,
  reserveAttempt,
  type GuessClock,
  type GuessCounter,
  type ReservedCounter,
} from './guess-counters.repo.ts';

/**
 * Limits on guessing secrets (decision 105). A route that checks a secret declares
 * `config.guessLimit`; before the handler runs, the attempt is counted on each of its counters in
 * the database, so a burst of N concurrent guesses on any number of instances counts as N. An
 * attempt whose secret turns out right, or is never checked (hashing busy), gives its reservation
 * back; a wrong one (401) keeps it.
 *
 * Over a counter's `max`, the route either refuses at once with 429 and Retry-After, without
 * checking the secret (`refuse`: administrator passwords), or waits `slowDownMs` and then checks
 * it (`slowDown`: team codes, which are long enough that no rate a server answers at can guess
 * one, and which no flood of wrong guesses may lock out; decision 106).
 */
export interface GuessLimit {
  counters: (request: FastifyRequest) => GuessCounter[];
  overLimit: { refuse: true } | { slowDownMs: number };
  /**
   * At most this many attempts are in progress at once on an instance; more get 429 at once,
   * before the body is read or the database asked (a burst must not queue hundreds of queries
   * on PGlite, which runs them on the event loop). Only for limits that may refuse.
   */
  inFlight?: { max: number; retryAfterSeconds: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guessLimit?: GuessLimit;
  }
  interface FastifyRequest {
    guessReservation?: ReservedCounter[];
    releaseGuessSlot?: () => void;
    /** A retry-later 429 answered it, before the secret was checked (hashing was busy, say). */
    secretUnchecked?: boolean;
  }
}

const PRUNE_EVERY_MS = 60_000;
/** A slot whose request neither finished nor was aborted (it should not happen) frees itself. */
const SLOT_TIMEOUT_MS = 60_000;

export default fp<{ db: AppDb; clock?: GuessClock }>(
  async function guessLimits(app: FastifyInstance, { db, clock }) {
    app.decorateRequest('guessReservation', undefined);
    app.decorateRequest('releaseGuessSlot', undefined);
    app.decorateRequest('secretUnchecked', false);
    const inFlight = new Map<GuessLimit, number>();

    // Callback hooks that return at once on routes without a limit: they run on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const limit = request.routeOptions.config.guessLimit;
      if (!limit?.inFlight) return done();
      const busy = inFlight.get(limit) ?? 0;
      if (busy >= limit.inFlight.max)
        return done(new RetryLaterError(limit.inFlight.retryAfterSeconds));
      inFlight.set(limit, busy + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        inFlight.set(limit, (inFlight.get(limit) ?? 1) - 1);
      };
      const timer = setTimeout(release, SLOT_TIMEOUT_MS);
      timer.unref();
      request.releaseGuessSlot = release;
      done();
    });
    // A client that hangs up frees its slot at once (else eight aborted requests would hold admin
    // login for a minute); the work it started stays bounded by the hashing limit itself.
    app.addHook('onRequestAbort', async (request) => request.releaseGuessSlot?.());

    app.addHook('preHandler', (request, _reply, done) => {
      const limit = request.routeOptions.config.guessLimit;
      if (!limit) return done();
      reserve(request, limit).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    });

    /** Reserves the request's attempts; over the limit, refuses it or slows it down. */
    async function reserve(request: FastifyRequest, limit: GuessLimit) {
      const counters = dedupe(limit.counters(request));
      const reserved = await reserveAttempt(db, counters, clock);
      request.guessReservation = reserved;
      const over = reserved.filter(
        (row) => row.attempts > counters.find((c) => c.key === row.key)!.max,
      );
      if (!over.length) return;
      if ('refuse' in limit.overLimit) {
        request.guessReservation = undefined;
        throw new RetryLaterError(Math.max(...over.map((row) => row.secondsLeft)));
      }
      await delay(limit.overLimit.slowDownMs);
    }

    app.addHook('onResponse', (request, reply, done) => {
      request.releaseGuessSlot?.();
      const reserved = request.guessReservation;
      if (!reserved || reply.statusCode === 401) return done();
      if (reply.statusCode === 429 && !request.secretUnchecked) return done();
      releaseAttempt(db, reserved)
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not give a guess reservation back'),
        )
        .then(() => done(), done);
    });

    // Every 429 says when to try again, whichever part of the app refused.
    // A retry-later refusal always comes before the secret is checked: one from the handler, with
    // a reservation still held (refusals over the limit drop theirs), gives the attempt back too.
    app.addHook('onError', async (request, reply, error) => {
      if (!(error instanceof RetryLaterError)) return;
      reply.header('retry-after', String(error.retryAfterSeconds));
      request.secretUnchecked = true;
    });

    const prune = setInterval(() => {
      pruneGuessCounters(db, clock).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not prune guess counters'),
      );
    }, PRUNE_EVERY_MS);
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));
  },
  { name: 'guess-limits' },
);

function dedupe(counters: GuessCounter[]): GuessCounter[] {
  return [...new Map(counters.map((counter) => [counter.key, counter])).values()];
}

const TEN_MINUTES = 600;

/**
 * A team code tried for a team (sign-in or registration), whichever device or address tries:
 * past 10 wrong codes for the team in ten minutes, or 300 for all teams in a minute, every code
 * check waits two seconds first, the right one included, and is never refused (decision 106).
 */
export const teamCodeGuessLimit = (teamId: (request: FastifyRequest) => unknown): GuessLimit => ({
  counters: (request) => [
    { key: `team-code:team:${String(teamId(request))}`, max: 10, windowSeconds: TEN_MINUTES },
    { key: 'team-code:all', max: 300, windowSeconds: 60 },
  ],
  overLimit: { slowDownMs: 2_000 },
});

/**
 * An administrator password: 10 attempts per username from one address, 30 per address whatever
 * the username (rotating usernames does not help), and 100 per username from all addresses, per
 * ten minutes. Over any of them: 429 without hashing. Usernames are counted without case.
 */
export const adminPasswordGuessLimit: GuessLimit = {
  counters: (request) => {
    // The route's schema has checked the body before preHandler: the username is a string.
    // Counted without case, as sign-in matches it: 'Admin' and 'admin' share one budget.
    const username = (request.body as { username: string }).username.toLowerCase();
    return [
      {
        key: `admin-password:address-user:${request.ip}:${username}`,
        max: 10,
        windowSeconds: TEN_MINUTES,
      },
      { key: `admin-password:address:${request.ip}`, max: 30, windowSeconds: TEN_MINUTES },
      { key: `admin-password:user:${username}`, max: 100, windowSeconds: TEN_MINUTES },
    ];
  },
  // Stryker disable next-line BooleanLiteral: the plugin refuses when the key is there ('refuse' in), whatever its value
  overLimit: { refuse: true },
  // Two hashes run and six wait (lib/password-hash.ts): more would only be refused later.
  inFlight: { max: 8, retryAfterSeconds: 2 },
};
