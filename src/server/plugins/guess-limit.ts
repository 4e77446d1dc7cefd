import { setTimeout as delay } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
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
import { KnownRefusals } from './known-refusals.ts';
import { addRouteHook } from './route-hooks.ts';

type HookDone = HookHandlerDoneFunction;

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
 * one, and which no flood of wrong guesses may lock out; decision 106). A refusing counter seen
 * over stays over until its window ends: this instance refuses the next attempts on it without
 * asking the database (`KnownRefusals`).
 */
export interface GuessLimit {
  counters: (request: FastifyRequest) => GuessCounter[];
  overLimit: { refuse: true } | { slowDownMs: number };
  /**
   * At most this many attempts are in progress at once on an instance; more get 429 at once,
   * before the body is read or the database asked (a burst must not queue hundreds of queries
   * on PGlite, which runs them on the event loop). Only for limits that may refuse.
   */
  inFlight?: InFlightLimit;
}

interface InFlightLimit {
  max: number;
  retryAfterSeconds: number;
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
    const refusals = new KnownRefusals();

    // Only a route that declares a limit runs these hooks, each made for its limit (decision 333).
    app.addHook('onRoute', (route) => {
      const limit = route.config?.guessLimit;
      if (!limit) return;
      if (limit.inFlight) addRouteHook(route, 'onRequest', holdSlot(limit, limit.inFlight));
      addRouteHook(route, 'preHandler', (request, _reply, done) => {
        reserve(request, limit).then(
          () => done(),
          (error: unknown) => done(error as Error),
        );
      });
      addRouteHook(route, 'onResponse', giveBack);
    });

    /** Takes one of the limit's slots on this instance, or refuses with 429 when all are taken. */
    function holdSlot(limit: GuessLimit, { max, retryAfterSeconds }: InFlightLimit) {
      return (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
        const busy = inFlight.get(limit) ?? 0;
        if (busy >= max) return done(new RetryLaterError(retryAfterSeconds));
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
      };
    }
    // A client that hangs up frees its slot at once (else eight aborted requests would hold admin
    // login for a minute); the work it started stays bounded by the hashing limit itself.
    app.addHook('onRequestAbort', async (request) => request.releaseGuessSlot?.());

    /** Reserves the request's attempts; over the limit, refuses it or slows it down. */
    async function reserve(request: FastifyRequest, limit: GuessLimit) {
      const counters = dedupe(limit.counters(request));
      const { overLimit } = limit;
      const knownOver =
        'refuse' in overLimit ? refusals.secondsLeft(counters.map((c) => c.key)) : 0;
      if (knownOver > 0) throw new RetryLaterError(knownOver);
      const reserved = await reserveAttempt(db, counters, clock);
      request.guessReservation = reserved;
      const over = reserved.filter(
        (row) => row.attempts > counters.find((c) => c.key === row.key)!.max,
      );
      if (!over.length) return;
      if ('refuse' in overLimit) {
        request.guessReservation = undefined;
        refusals.remember(over);
        throw new RetryLaterError(Math.max(...over.map((row) => row.secondsLeft)));
      }
      await delay(overLimit.slowDownMs);
    }

    /** Frees the slot, and gives the attempt back unless the secret was wrong (decision 105). */
    function giveBack(request: FastifyRequest, reply: FastifyReply, done: HookDone) {
      request.releaseGuessSlot?.();
      const reserved = request.guessReservation;
      if (!reserved || reply.statusCode === 401) return done();
      if (reply.statusCode === 429 && !request.secretUnchecked) return done();
      releaseAttempt(db, reserved)
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not give a guess reservation back'),
        )
        .then(() => done(), done);
    }

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
