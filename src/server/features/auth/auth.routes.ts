import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  meQuerySchema,
  sessionSchema,
  teamLoginRequestSchema,
} from '../../../shared/contract/auth.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { unauthorized } from '../../http-errors.ts';
import { SESSION_OR_REMEMBERED_DEVICE } from '../../plugins/api-docs.ts';
import { adminPasswordGuessLimit, teamCodeGuessLimit } from '../../plugins/guess-limit-rules.ts';
import { jsonBody } from '../../lib/http-cache.ts';
import { toSessionDto } from '../../plugins/session-auth.ts';
import { SESSION_COOKIE, type Auth } from '../../plugins/sessions.ts';
import { authenticateStaff, authenticateTeam } from './auth.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/**
 * A session's answer to GET /api/auth/me, serialized once per session as the session cache holds
 * it (every phone asks on every start and reconnect): a renamed team or a new sign-in is a new
 * `Auth` object, so a new text.
 */
const sessionTexts = new WeakMap<Auth, string>();

function sendSession(reply: FastifyReply, auth: Auth): FastifyReply {
  let text = sessionTexts.get(auth);
  if (text === undefined) {
    text = jsonBody(sessionSchema, toSessionDto(auth)).json;
    sessionTexts.set(auth, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Sent when a session ends (decision 249): the browser's HTTP cache may hold that session's
 * `private, no-cache` answers. Not "storage": that would also unregister the service worker (the
 * app offline) and forget the phone's language; the app deletes the team's stores itself
 * (decision 234).
 */
const CLEAR_HTTP_CACHE = '"cache"';

const authRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.post(
    ROUTES.auth.login.path,
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: sessionSchema, ...errorResponses },
      },
      config: { guessLimit: adminPasswordGuessLimit },
    },
    async (request, reply) => {
      const admin = await authenticateStaff(db, request.body.username, request.body.password);
      await reply.signIn({ adminId: admin.id });
      return toSessionDto(request.auth!);
    },
  );

  app.post(
    ROUTES.auth.teamLogin.path,
    {
      schema: {
        tags: ['auth'],
        body: teamLoginRequestSchema,
        response: { 200: sessionSchema, ...errorResponses },
      },
      // Wrong codes slow the team's code checks down; they never lock the team out (decision 106).
      config: {
        guessLimit: teamCodeGuessLimit((request) => (request.body as { teamId?: unknown }).teamId),
      },
    },
    async (request, reply) => {
      const team = await authenticateTeam(db, request.body.teamId, request.body.joinCode);
      await reply.signIn({ teamId: team.id });
      await reply.rememberDevice(team.id);
      return toSessionDto(request.auth!);
    },
  );

  app.post(
    ROUTES.auth.logout.path,
    {
      schema: { tags: ['auth'], response: { 204: z.null() } },
    },
    async (_request, reply) => {
      await reply.signOut();
      return reply.header('clear-site-data', CLEAR_HTTP_CACHE).status(204).send(null);
    },
  );

  app.get(
    ROUTES.auth.me.path,
    {
      schema: {
        tags: ['auth'],
        querystring: meQuerySchema,
        response: { 200: sessionSchema, ...errorResponses },
        security: SESSION_OR_REMEMBERED_DEVICE,
      },
    },
    async (request, reply) => {
      if (request.auth) return sendSession(reply, request.auth);
      const { teamId } = request.query;
      if (teamId && (await reply.restoreRememberedTeam(teamId)) && request.auth)
        return sendSession(reply, request.auth);
      // A session the server ended (expired, signed out elsewhere, the team signed out everywhere):
      // the browser drops the cookie and its HTTP cache of that session's answers, once.
      if (request.cookies[SESSION_COOKIE]) {
        reply
          .header('clear-site-data', CLEAR_HTTP_CACHE)
          .clearCookie(SESSION_COOKIE, { path: '/' });
      }
      throw unauthorized();
    },
  );
};

export default authRoutes;
