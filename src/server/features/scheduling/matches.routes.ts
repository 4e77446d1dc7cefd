import { CODED } from '../../../shared/coded-messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedPeriodListSchema,
  importedMatchesSchema,
  matchClashListSchema,
  matchesQuerySchema,
  matchListSchema,
  notifiedClashesSchema,
  replaceBlockedPeriodsSchema,
} from '../../../shared/contract/matches.ts';
import { errorResponses, errorResponseSchema } from '../../../shared/errors.ts';
import { MATCH_IMPORT_MESSAGES } from '../../../shared/match-import.ts';
import { HttpError } from '../../http-errors.ts';
import { replyWithEtag, replyWithJson } from '../../lib/http-cache.ts';
import { registerCsvBody } from '../../lib/csv-body.ts';
import { importRateLimit, importSlots } from '../../lib/import-limits.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { findClashes, notifyClashes } from './match-clashes.service.ts';
import {
  importMatches,
  listBlockedPeriods,
  matchListAnswer,
  replaceBlockedPeriods,
} from './matches.service.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Room for 2,000 matches of six teams, quoted. */
const IMPORT_BODY_LIMIT = 1024 * 1024;

/** The match schedule, blocked periods and the bookings they clash with. */
const matchesRoutes: FastifyPluginAsyncZod<{ ctx: SchedulingContext }> = async (app, { ctx }) => {
  const slots = importSlots();
  registerCsvBody(app, { bodyLimit: IMPORT_BODY_LIMIT, notUtf8: CODED.matchImport.notUtf8 });

  app.get(
    ROUTES.matches.list.path,
    {
      schema: {
        tags: ['matches'],
        summary:
          'The match schedule (or one team’s matches) with the teams and the queue state of each match',
        querystring: matchesQuerySchema,
        response: { 200: matchListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      replyWithJson(request, reply, await matchListAnswer(ctx, request.query.teamId)),
  );

  app.post(
    ROUTES.matches.import.path,
    {
      onRequest: requireAdmin,
      config: { ...importRateLimit('match-import'), textCheckedByRoute: true },
      preParsing: async (request) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'text/csv') throw new HttpError(415, CODED.matchImport.notCsv);
      },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['matches'],
        summary:
          'Replace the match schedule with a CSV file (match, start, field, red1..blue2 or team1..team6); all or nothing',
        consumes: ['text/csv'],
        body: z.string({ error: MATCH_IMPORT_MESSAGES.notCsv }),
        response: { 200: importedMatchesSchema, 415: errorResponseSchema, ...errorResponses },
      },
    },
    async (request) => slots.run(() => importMatches(ctx, request.body)),
  );

  app.get(
    ROUTES.matches.clashes.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['matches'],
        summary: 'Upcoming bookings that clash with their team’s matches or a blocked period',
        response: { 200: matchClashListSchema, ...errorResponses },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await findClashes(ctx.db)),
  );

  app.post(
    ROUTES.matches.notifyClashes.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['matches'],
        summary: 'Tell each team with a clashing booking (live alert and push)',
        response: { 200: notifiedClashesSchema, ...errorResponses },
      },
    },
    async () => notifyClashes(ctx),
  );

  app.get(
    ROUTES.blockedPeriods.list.path,
    {
      schema: {
        tags: ['matches'],
        summary: 'Periods closed to interviews for everyone (ceremonies, drivers’ meeting, lunch)',
        response: { 200: blockedPeriodListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => replyWithEtag(request, reply, await listBlockedPeriods(ctx.db)),
  );

  app.put(
    ROUTES.blockedPeriods.replace.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['matches'],
        summary: 'Replace the list of blocked periods',
        body: replaceBlockedPeriodsSchema,
        response: { 200: blockedPeriodListSchema, ...errorResponses },
      },
    },
    async (request) => replaceBlockedPeriods(ctx, request.body),
  );
};

export default matchesRoutes;
