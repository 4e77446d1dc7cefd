import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Session } from '../../shared/contract/auth.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';
import { badRequest, forbidden, unauthorized } from '../http-errors.ts';
import type { AppDb } from '../db/client.ts';
import * as repo from '../features/auth/sessions.repo.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'tc_session';
export const DEVICE_COOKIE = 'tc_device';
const DEVICE_COOKIE_PATH = '/api';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = { team: 30 * DAY_MS, admin: 12 * 60 * 60 * 1000 };
export const DEVICE_TTL_MS = 180 * DAY_MS;

/** Who is signing the request: a team (its coach), an administrator, or nobody (null). */
export type Auth =
  | { kind: 'team'; teamId: number; teamName: string; tokenHash: string }
  | { kind: 'admin'; adminId: number; username: string; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyReply {
    /** Starts a new session (a new token every time) and sets its cookie. */
    signIn(subject: repo.SessionSubject): Promise<void>;
    /** Remembers this device for the team so GET /api/auth/me?teamId=N can restore it. */
    rememberDevice(teamId: number): Promise<void>;
    /** Ends the current session and forgets the device, server-side and in the browser. */
    signOut(): Promise<void>;
  }
}

export function toSessionDto(auth: Auth): Session {
  return auth.kind === 'team'
    ? { userId: auth.teamId, username: auth.teamName, isAdmin: false, teamId: auth.teamId }
    : { userId: auth.adminId, username: auth.username, isAdmin: true, teamId: null };
}

/** Guards for route `preHandler`s: 401 without a session, 403 with the wrong role. */
export async function requireSignedIn(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
}

/** A team, or an administrator acting for teams. */
export const requireTeam = requireSignedIn;

export async function requireAdmin(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'admin') throw forbidden('Administrator access is required');
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
  if (requestedTeamId == null) throw badRequest('Choose a team');
  return requestedTeamId;
}

/** May this request see or change data that belongs to the given team? */
export function canActFor(auth: Auth | null, teamId: number): boolean {
  return !!auth && (auth.kind === 'admin' || auth.teamId === teamId);
}

async function loadSession(db: AppDb, tokenHash: string): Promise<{ auth: Auth; expiresAt: Date } | null> {
  const row = await repo.findSession(db, tokenHash);
  if (!row) return null;
  if (row.adminId != null && row.adminUsername != null) {
    return { auth: { kind: 'admin', adminId: row.adminId, username: row.adminUsername, tokenHash }, expiresAt: row.expiresAt };
  }
  if (row.teamId != null && row.teamName != null) {
    return { auth: { kind: 'team', teamId: row.teamId, teamName: row.teamName, tokenHash }, expiresAt: row.expiresAt };
  }
  return null;
}

export default fp(
  async function sessions(app: FastifyInstance, options: { db: AppDb; secureCookies: boolean }) {
    const { db, secureCookies } = options;
    await app.register(cookie);
    const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, path: '/' };

    const cache = new SessionCache();
    const loadAuth = async (token: string | undefined): Promise<Auth | null> => {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      return cache.resolve(tokenHash, () => loadSession(db, tokenHash));
    };
    /** Ends sessions here at once and on every other instance through the hub. */
    const revoke = async (tokenHash: string) => {
      await repo.deleteSession(db, tokenHash);
      cache.revoke([tokenHash]);
      await app.realtime.publishInternal({ type: 'sessions.revoked', tokenHashes: [tokenHash] });
    };
    app.addHook('onReady', async () => {
      app.realtime.subscribeInternal((event) => {
        if (event.type === 'sessions.revoked') cache.revoke(event.tokenHashes);
        else cache.flush();
      });
      // A renamed or deleted team changes what its sessions show.
      app.realtime.subscribe(({ event }) => {
        if (event.type === 'teams.changed') cache.flush();
      });
    });

    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!request.url.startsWith('/api/')) return;
      request.auth = await loadAuth(request.cookies[SESSION_COOKIE]);
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, subject: repo.SessionSubject) {
      const request = this.request;
      if (request.auth) await revoke(request.auth.tokenHash);
      const token = randomToken();
      const ttl = 'adminId' in subject ? SESSION_TTL_MS.admin : SESSION_TTL_MS.team;
      await repo.insertSession(db, hashToken(token), subject, new Date(Date.now() + ttl));
      this.setCookie(SESSION_COOKIE, token, { ...cookieBase, maxAge: ttl / 1000 });
      request.auth = await loadAuth(token);
    });

    app.decorateReply('rememberDevice', async function rememberDevice(this: FastifyReply, teamId: number) {
      const previous = this.request.cookies[DEVICE_COOKIE];
      if (previous) await repo.deleteTeamDevice(db, hashToken(previous));
      const token = randomToken();
      await repo.insertTeamDevice(db, hashToken(token), teamId, new Date(Date.now() + DEVICE_TTL_MS));
      this.setCookie(DEVICE_COOKIE, token, { ...cookieBase, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_TTL_MS / 1000 });
    });

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const request = this.request;
      if (request.auth) await revoke(request.auth.tokenHash);
      const device = request.cookies[DEVICE_COOKIE];
      if (device) await repo.deleteTeamDevice(db, hashToken(device));
      request.auth = null;
      this.clearCookie(SESSION_COOKIE, { ...cookieBase });
      this.clearCookie(DEVICE_COOKIE, { ...cookieBase, path: DEVICE_COOKIE_PATH });
    });

    // Expired rows are swept now and then; lookups ignore them anyway.
    const sweep = setInterval(() => void repo.deleteExpiredSessions(db).catch(() => undefined), 60 * 60 * 1000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'sessions' },
);

/** Restores a team session from this device's remember cookie, when it is for that team. */
export async function restoreRememberedTeam(db: AppDb, request: FastifyRequest, teamId: number) {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length > 100) return false;
  const device = await repo.findTeamDevice(db, hashToken(token));
  return device?.teamId === teamId;
}

export const sessionGuards: ReadonlySet<Function> = new Set([requireSignedIn, requireTeam, requireAdmin]);
