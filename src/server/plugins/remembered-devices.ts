import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';
import * as repo from './sessions.repo.ts';
import { isTokenShaped } from './session-lookup.ts';
import { DEVICE_COOKIE, DEVICE_ROTATION_GRACE_MS } from './sessions.ts';
import { API_ROOT } from '../../shared/routes/index.ts';

export const DEVICE_COOKIE_PATH = API_ROOT;
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

type CookieOptions = (
  request: FastifyRequest,
  path: string,
) => { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string };

/**
 * A remembered device: a team's phone keeps a long-lived cookie that signs the team in again
 * (GET /api/auth/me?teamId=N) after its session ended, and is rotated on every restore.
 */
export function decorateRememberedDevices(
  app: FastifyInstance,
  db: AppDb,
  cookieOptions: CookieOptions,
) {
  /** A cookie's lifetime as Max-Age wants it. */
  const seconds = (ms: number) => Math.floor(ms / 1000);

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
}
