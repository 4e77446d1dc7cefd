import { CODED } from '../../../shared/coded-messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarDateSchema,
  idParamsSchema,
  withinDateYears,
} from '../../../shared/contract/common.ts';
import {
  generateScheduleRequestSchema,
  generateScheduleResponseSchema,
} from '../../../shared/contract/scheduling.ts';
import {
  createTimeslotRequestSchema,
  deleteOpenSlotsQuerySchema,
  deleteOpenSlotsResponseSchema,
  timeslotListSchema,
  timeslotSchema,
  timeslotsQuerySchema,
  tzOffsetSchema,
} from '../../../shared/contract/timeslots.ts';
import { errorResponseSchema, errorResponses } from '../../../shared/errors.ts';
import { badRequest } from '../../http-errors.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { findInterviews } from './interviews.service.ts';
import { renderJudgesSchedule } from './judges-schedule.ts';
import { scheduleCsv } from './schedule-export.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings } from './scheduling-settings.repo.ts';
import {
  createTimeslot,
  deleteOpenSlots,
  deleteTimeslot,
  listTimeslots,
} from './timeslots.service.ts';
import { generateSchedule } from './timeslot-generation.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

const judgesScheduleQuerySchema = z.object({
  /** The day to print; the tournament day when absent. */
  date: calendarDateSchema.optional(),
  tzOffset: tzOffsetSchema.optional(),
});

const timeslotsRoutes: FastifyPluginAsyncZod<{ ctx: SchedulingContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.timeslots.list.path,
    {
      schema: {
        tags: ['scheduling'],
        summary: 'Timeslots of a day or of the tournament day, with who booked them',
        querystring: timeslotsQuerySchema,
        response: { 200: timeslotListSchema, 304: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const list = await listTimeslots(ctx, request.query);
      reply.header('x-total-count', String(list.total));
      return replyWithJson(request, reply, list.body);
    },
  );

  app.post(
    ROUTES.timeslots.create.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        summary: 'Create an open timeslot, or one booked for a team',
        body: createTimeslotRequestSchema,
        response: { 201: timeslotSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTimeslot(ctx, request.auth!, request.body)),
  );

  app.post(
    ROUTES.timeslots.generate.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        summary: 'Generate a day of interview slots for parallel judging rooms',
        body: generateScheduleRequestSchema,
        response: { 201: generateScheduleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await generateSchedule(ctx, request.auth!, request.body)),
  );

  app.delete(
    ROUTES.timeslots.remove.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteTimeslot(ctx, request.auth!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    ROUTES.timeslots.removeOpen.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        querystring: deleteOpenSlotsQuerySchema,
        response: { 200: deleteOpenSlotsResponseSchema, ...errorResponses },
      },
    },
    async (request) => deleteOpenSlots(ctx, request.auth!, request.query),
  );

  app.get(
    ROUTES.timeslots.exportCsv.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['scheduling'],
        summary:
          'Every slot with its room, team, status and judging progress, as CSV for a spreadsheet',
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview-schedule.csv"')
        .header('cache-control', 'no-store')
        .send(await scheduleCsv(ctx.db)),
  );

  app.get(
    ROUTES.timeslots.judgesSchedule.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['scheduling'],
        summary: "The judges' printable schedule of a day (HTML)",
        querystring: judgesScheduleQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const settings = await readSettings(ctx.db);
      const date = request.query.date ?? settings.tournamentDate;
      if (!date) throw badRequest(CODED.settings.dayNotSet);
      // An absurd tournament day (far outside the scheduling years) cannot hold slots: print it empty.
      const [slots, interviews] = withinDateYears(date)
        ? await Promise.all([
            listTimeslots(ctx, { date }),
            findInterviews(ctx, request.auth!, { date }),
          ])
        : [{ items: [] }, []];
      const active = interviews.filter((interview) => interview.status !== 'canceled');
      return reply
        .type('text/html; charset=utf-8')
        .send(renderJudgesSchedule(date, slots.items, active, venueZone(settings.timeZone)));
    },
  );
};

export default timeslotsRoutes;
