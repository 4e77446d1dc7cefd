import type { FastifyRequest } from 'fastify';
import { HASHING_CAPACITY } from '../lib/password-hash.ts';
import type { GuessLimit } from './guess-limit.ts';

/** The app's limits on guessing secrets, which its sign-in routes declare (decision 105). */

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
  // As many as the hashes that may run or wait (lib/password-hash.ts): one more would be counted
  // in the database, refused as busy and given back: two writes for nothing.
  inFlight: { max: HASHING_CAPACITY, retryAfterSeconds: 2 },
};
