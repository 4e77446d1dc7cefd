import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createInterviewRequestSchema,
  interviewListSchema,
  interviewSchema,
  interviewsQuerySchema,
  moveInterviewRequestSchema,
  updateProgressRequestSchema,
} from '../../../shared/contract/interviews.ts';
import { errorResponses } from '../../../shared/errors.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import {
  requireAdmin,
  requireJudging,
  requireSession,
  requireTeamOrOrganiser,
} from '../../plugins/sessions.ts';
import { interviewToIcs } from './interview-calendar.ts';
import { bookInterview } from './interview-booking.service.ts';
import { moveInterview } from './interview-move.service.ts';
import { readSettings } from './scheduling-settings.repo.ts';
import {
  cancelInterview,
  listInterviews,
  setInterviewProgress,
  visibleInterview,
} from './interviews.service.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

const interviewsRoutes: FastifyPluginAsyncZod<{
  ctx: SchedulingContext;
  publicUrl: string;
}> = async (app, { ctx, publicUrl }) => {
  app.get(
    ROUTES.interviews.list.path,
    {
      onRequest: requireSession,
      schema: {
        tags: ['scheduling'],
        summary:
          "The signed-in team's interviews (an organiser sees all, a judge those of their rooms)",
        querystring: interviewsQuerySchema,
        response: { 200: interviewListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      replyWithJson(request, reply, await listInterviews(ctx, request.auth!, request.query), {
        storage: 'personal',
      }),
  );

  app.post(
    ROUTES.interviews.book.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['scheduling'],
        summary: 'Book a timeslot (409 when another team was first)',
        body: createInterviewRequestSchema,
        response: { 201: interviewSchema, ...errorResponses },
      },
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const auth = request.auth;
            return auth?.kind === 'team'
              ? `booking:team:${auth.teamId}`
              : `booking:admin:${auth?.adminId ?? request.ip}`;
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookInterview(ctx, request.auth!, request.body)),
  );

  app.delete(
    ROUTES.interviews.cancel.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        summary: 'Cancel an upcoming interview (kept as history with status canceled)',
        params: idParamsSchema,
        response: { 200: interviewSchema, ...errorResponses },
      },
    },
    async (request) => cancelInterview(ctx, request.auth!, request.params.id),
  );

  app.put(
    ROUTES.interviews.progress.path,
    {
      onRequest: requireJudging,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        summary:
          "Record a booked team's day-of progress: waiting, arrived, in_interview, done or no_show",
        params: idParamsSchema,
        body: updateProgressRequestSchema,
        response: { 200: interviewSchema, ...errorResponses },
      },
    },
    async (request) =>
      setInterviewProgress(ctx, request.auth!, request.params.id, request.body.progress),
  );

  app.put(
    ROUTES.interviews.move.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        params: idParamsSchema,
        body: moveInterviewRequestSchema,
        response: { 200: interviewSchema, ...errorResponses },
      },
    },
    async (request) =>
      moveInterview(ctx, request.auth!, request.params.id, request.body.timeslotId),
  );

  app.get(
    ROUTES.interviews.calendar.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['scheduling'],
        summary: 'The interview as an iCalendar file',
        params: idParamsSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const interview = await visibleInterview(ctx, request.auth!, request.params.id);
      const { reminderLeadMinutes, timeZone } = await readSettings(ctx.db);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="interview-${interview.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(
          interviewToIcs(interview, publicUrl, {
            alarmMinutes: reminderLeadMinutes,
            timeZone: venueZone(timeZone),
          }),
        );
    },
  );
};

export default interviewsRoutes;
