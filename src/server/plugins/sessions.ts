import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { hashToken, randomToken } from '../lib/crypto.ts';
import { badRequest, forbidden, unauthorized } from '../http-errors.ts';
import type { AppDb } from '../db/client.ts';
import type { Auth } from './session-auth.ts';
import * as repo from './sessions.repo.ts';
import { isTokenShaped, loadSession } from './session-lookup.ts';
import { SessionCache } from './session-cache.ts';
import { endExpiredSessionStreams } from './session-streams.ts';

export type { Auth } from './session-auth.ts';

export const SESSION_COOKIE = 'tc_session';
export const DEVICE_COOKIE = 'tc_device';
const DEVICE_COOKIE_PATH = '/api';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = { team: 30 * DAY_MS, admin: 12 * 60 * 60 * 1000 };
const DEVICE_TTL_MS = 180 * DAY_MS;
/** How long a rotated device token still restores, for a second tab restoring at the same time. */
export const DEVICE_ROTATION_GRACE_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The session a request's cookie holds, for a request outside /api/ (whose `auth` is resolved
     * for every API call): a signed-in phone's page carries its session (decision 214).
     */
    sessionOf(request: FastifyRequest): Promise<Auth | null>;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyReply {
    /** Starts a new session (a new token every time) and sets its cookie. */
    signIn(subject: repo.SessionSubject): Promise<void>;
    /** Remembers this device for the team so GET /api/auth/me?teamId=N can restore it. */
    rememberDevice(teamId: number): Promise<void>;
    /**
     * Signs in as the team when this device's remember cookie is for it, and rotates that
     * cookie. False (and nothing changed) otherwise.
     */
    restoreRememberedTeam(teamId: number): Promise<boolean>;
    /** Ends the current session and forgets the device, server-side and in the browser. */
    signOut(): Promise<void>;
  }
  interface FastifyInstance {
    /**
     * Forgets these sessions on every instance at once: each instance drops the identity it
     * cached (the next request reads the session again: a 401 once its row is deleted, the new
     * role once it changed) and ends their event streams. For a staff member removed or given
     * another role.
     */
    forgetSessions(tokenHashes: string[]): Promise<void>;
  }
}

/**
 * Guards: each runs as a route's `onRequest` hook, after the session is resolved and before the
 * body is read, so a caller without the right session is refused (401, 403) without any work on
 * what it sent. Registering a guard in a later phase fails at start-up (see `guardPhaseCheck`).
 */

/** Any signed-in session: a team or an administrator. 401 without one. */
export async function requireSession(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
}

/** A team's own session: 401 without a session, 403 for an administrator (teams act as themselves). */
export async function requireTeamSession(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'team') throw forbidden(TEAM_SESSION_REQUIRED);
}

/** An administrator's session: 401 without a session, 403 for a team. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'admin') throw forbidden('Administrator access is required');
}

/**
 * A team or an organiser: 401 without a session, 403 for a judge or a volunteer, whose roles hold
 * only the routes that name them (decision 259).
 */
export async function requireTeamOrOrganiser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind === 'staff') throw forbidden(STAFF_ROLE_REQUIRED);
}

/** An organiser or a judge (the judging queues; a judge only in their rooms, checked by the service). */
export async function requireJudging(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (
    request.auth.kind !== 'admin' &&
    !(request.auth.kind === 'staff' && request.auth.role === 'judge')
  ) {
    throw forbidden(STAFF_ROLE_REQUIRED);
  }
}

/** An organiser or a volunteer (the check-in desk: teams, codes, code sheets, check-in). */
export async function requireFrontDesk(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (
    request.auth.kind !== 'admin' &&
    !(request.auth.kind === 'staff' && request.auth.role === 'volunteer')
  ) {
    throw forbidden(STAFF_ROLE_REQUIRED);
  }
}

export const TEAM_SESSION_REQUIRED = 'Only a signed-in team can do that';
const STAFF_ROLE_REQUIRED = 'Your role does not include this';

/** A team, an organiser or a volunteer (help requests: the team its own, the others every team's); a judge gets 403. */
export async function requireTeamOrFrontDesk(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind === 'staff' && request.auth.role !== 'volunteer')
    throw forbidden(STAFF_ROLE_REQUIRED);
}

/** Every guard, so tools (the OpenAPI document, the matrix) can tell a guarded route. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- hooks of any signature are looked up
export const sessionGuards: ReadonlySet<Function> = new Set([
  requireSession,
  requireTeamSession,
  requireAdmin,
  requireJudging,
  requireFrontDesk,
  requireTeamOrOrganiser,
  requireTeamOrFrontDesk,
]);

/** Hook phases that run after the body is read: a guard there would let a visitor cost work. */
const LATE_PHASES = ['preParsing', 'preValidation', 'preHandler'] as const;

/** Refuses at start-up a route that puts a guard anywhere but `onRequest`. */
export function guardPhaseCheck(route: RouteOptions) {
  for (const phase of LATE_PHASES) {
    const hooks = route[phase];
    // Stryker disable next-line ArrayDeclaration: a list that holds no function holds no guard
    const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    if (list.some((hook) => sessionGuards.has(hook))) {
      throw new Error(
        `${String(route.method)} ${route.url}: session guards run in onRequest, not ${phase}`,
      );
    }
  }
}

/**
 * The team a request acts for. A team acts only as itself, whatever the client sent
 * (403 for another team); an administrator acts for the team it names.
 */
export function actingTeamId(auth: Auth | null, requestedTeamId?: number | null): number {
  if (!auth) throw unauthorized();
  if (auth.kind === 'team') {
    if (requestedTeamId != null && requestedTeamId !== auth.teamId) {
      throw forbidden('A team can only act for itself');
    }
    return auth.teamId;
  }
  // A judge or a volunteer never acts for a team; routes that let them in say so themselves.
  if (auth.kind === 'staff') throw forbidden(STAFF_ROLE_REQUIRED);
  if (requestedTeamId == null) throw badRequest('Choose a team');
  return requestedTeamId;
}

/** May this request see or change data that belongs to the given team? */
export function canActFor(auth: Auth | null, teamId: number): boolean {
  return !!auth && (auth.kind === 'admin' || (auth.kind === 'team' && auth.teamId === teamId));
}

interface SessionsOptions {
  db: AppDb;
  /** Production: cookies are Secure whatever the request says (decision 113). */
  secureCookies: boolean;
  /** How often open event streams have their sessions checked again (expiry, lost notices). */
  streamRecheckMs?: number;
}

export default fp(
  async function sessions(app: FastifyInstance, options: SessionsOptions) {
    const { db, secureCookies } = options;
    await app.register(cookie);
    /** HttpOnly, SameSite=Lax, and Secure in production or when the request came over TLS. */
    const cookieOptions = (request: FastifyRequest, path: string) => ({
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookies || request.protocol === 'https',
      path,
    });
    /** A cookie's lifetime as Max-Age wants it (clearCookie sets its own). */
    const seconds = (ms: number) => Math.floor(ms / 1000);

    const cache = new SessionCache();
    const loadAuth = async (token: string | undefined): Promise<Auth | null> => {
      if (!isTokenShaped(token)) return null;
      const tokenHash = hashToken(token);
      return cache.resolve(tokenHash, () => loadSession(db, tokenHash));
    };
    /** Ends sessions here at once and on every other instance through the hub. */
    const revoke = async (tokenHash: string) => {
      await repo.deleteSession(db, tokenHash);
      cache.revoke([tokenHash]);
      app.realtime.endSessionStreams([tokenHash]);
      await app.realtime.publishInternal({ type: 'sessions.revoked', tokenHashes: [tokenHash] });
    };
    /** Drops these sessions from every instance's cache and ends their streams. */
    const forgetEverywhere = async (tokenHashes: string[]) => {
      if (tokenHashes.length === 0) return;
      cache.revoke(tokenHashes);
      app.realtime.endSessionStreams(tokenHashes);
      await app.realtime.publishInternal({ type: 'sessions.revoked', tokenHashes });
    };
    app.decorate('forgetSessions', forgetEverywhere);
    app.addHook('onReady', async () => {
      app.realtime.subscribeInternal((event) => {
        if (event.type === 'sessions.revoked') {
          cache.revoke(event.tokenHashes);
          app.realtime.endSessionStreams(event.tokenHashes);
        } else cache.flush();
      });
      // A renamed or deleted team changes what its sessions show.
      app.realtime.subscribe(({ event }) => {
        if (event.type === 'teams.changed') cache.flush();
      });
    });
    endExpiredSessionStreams(app, db, options.streamRecheckMs);

    // Guards are route `onRequest` hooks, so they run after this one (global hooks come first).
    app.addHook('onRoute', guardPhaseCheck);
    app.decorateRequest('auth', null);
    app.decorate('sessionOf', (request: FastifyRequest) =>
      loadAuth(request.cookies[SESSION_COOKIE]),
    );
    // A callback hook answered at once from the cache: it runs on every API request, and a
    // promise per request shows in a hot read's CPU profile (decision 273).
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const token = request.cookies[SESSION_COOKIE];
      if (!isTokenShaped(token)) return done();
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached) {
        request.auth = cached;
        return done();
      }
      cache
        .resolve(tokenHash, () => loadSession(db, tokenHash))
        .then((auth) => {
          request.auth = auth;
          done();
        }, done);
    });

    app.decorateReply(
      'signIn',
      async function signIn(this: FastifyReply, subject: repo.SessionSubject) {
        const request = this.request;
        if (request.auth) await revoke(request.auth.tokenHash);
        const token = randomToken();
        const ttl = 'adminId' in subject ? SESSION_TTL_MS.admin : SESSION_TTL_MS.team;
        await repo.insertSession(db, hashToken(token), subject, new Date(Date.now() + ttl));
        this.setCookie(SESSION_COOKIE, token, {
          ...cookieOptions(request, '/'),
          maxAge: seconds(ttl),
        });
        request.auth = await loadAuth(token);
      },
    );

    const setDeviceCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(DEVICE_COOKIE, token, {
        ...cookieOptions(reply.request, DEVICE_COOKIE_PATH),
        maxAge: seconds(DEVICE_TTL_MS),
      });

    app.decorateReply(
      'rememberDevice',
      async function rememberDevice(this: FastifyReply, teamId: number) {
        const previous = this.request.cookies[DEVICE_COOKIE];
        if (previous) await repo.deleteTeamDevice(db, hashToken(previous));
        const token = randomToken();
        await repo.insertTeamDevice(
          db,
          hashToken(token),
          teamId,
          new Date(Date.now() + DEVICE_TTL_MS),
        );
        setDeviceCookie(this, token);
      },
    );

    app.decorateReply(
      'restoreRememberedTeam',
      async function restoreRememberedTeam(this: FastifyReply, teamId: number) {
        const token = this.request.cookies[DEVICE_COOKIE];
        if (!isTokenShaped(token)) return false;
        const tokenHash = hashToken(token);
        const device = await repo.findTeamDevice(db, tokenHash);
        if (device?.teamId !== teamId) return false;
        await this.signIn({ teamId });
        // Each restore rotates the device token (decision 113); a tab that restored with the same
        // token a moment ago leaves it usable for DEVICE_ROTATION_GRACE_MS, and gets no new one.
        const next = randomToken();
        const rotated = await repo.rotateTeamDevice(db, tokenHash, {
          tokenHash: hashToken(next),
          teamId,
          expiresAt: new Date(Date.now() + DEVICE_TTL_MS),
          oldUsableUntil: new Date(Date.now() + DEVICE_ROTATION_GRACE_MS),
        });
        if (rotated) setDeviceCookie(this, next);
        return true;
      },
    );

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const request = this.request;
      if (request.auth) await revoke(request.auth.tokenHash);
      const device = request.cookies[DEVICE_COOKIE];
      if (device) await repo.deleteTeamDevice(db, hashToken(device));
      request.auth = null;
      this.clearCookie(SESSION_COOKIE, cookieOptions(request, '/'));
      this.clearCookie(DEVICE_COOKIE, cookieOptions(request, DEVICE_COOKIE_PATH));
    });

    // Expired rows are swept now and then; lookups ignore them anyway.
    const sweep = setInterval(
      () => void repo.deleteExpiredSessions(db).catch(() => undefined),
      60 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'sessions' },
);
