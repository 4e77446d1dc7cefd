import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { boundedMemo } from '../lib/bounded-memo.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';
import type { AppDb } from '../db/client.ts';
import { registerCookies } from './cookies.ts';
import { DEVICE_COOKIE_PATH, decorateRememberedDevices } from './remembered-devices.ts';
import type { Auth } from './session-auth.ts';
import * as repo from './sessions.repo.ts';
import { isTokenShaped, loadSession } from './session-lookup.ts';
import { SessionCache } from './session-cache.ts';
import { endExpiredSessionStreams } from './session-streams.ts';
import { DEVICE_COOKIE, SESSION_COOKIE, guardPhaseCheck } from './sessions.ts';
import { API_PREFIX, ROUTES } from '../../shared/routes/index.ts';
import { makesStale } from '../../shared/routes/stale-after.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = { team: 30 * DAY_MS, admin: 12 * 60 * 60 * 1000 };

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
    registerCookies(app);
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
    /** The hashes of the tokens seen lately: hashing the cookie was 2% of a hot read's CPU. */
    const hashOf = boundedMemo(hashToken, 20_000);
    const loadAuth = async (token: string | undefined): Promise<Auth | null> => {
      if (!isTokenShaped(token)) return null;
      const tokenHash = hashOf(token);
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
        if (makesStale(event.type, ROUTES.auth.me.path)) cache.flush();
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
      if (!request.url.startsWith(API_PREFIX)) return done();
      const token = request.cookies[SESSION_COOKIE];
      if (!isTokenShaped(token)) return done();
      const tokenHash = hashOf(token);
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

    decorateRememberedDevices(app, db, cookieOptions);

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
