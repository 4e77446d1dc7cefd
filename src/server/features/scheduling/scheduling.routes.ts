import { createScheduleReadModel, SCHEDULE_EVENTS } from './schedule-read-model.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../feature-options.ts';
import {
  schedulingSettingsSchema,
  updateSchedulingSettingsSchema,
} from '../../../shared/contract/scheduling.ts';
import { displayQuerySchema, displayResponseSchema } from '../../../shared/contract/display.ts';
import { errorResponseSchema } from '../../../shared/errors.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { displayBoard } from './display.service.ts';
import { startReminderSweeps } from './interview-reminders.ts';
import interviewsRoutes from './interviews.routes.ts';
import matchesRoutes from './matches.routes.ts';
import queueRoutes from './queue.routes.ts';
import { forgetLists, type SchedulingContext } from './scheduling.context.ts';
import { getSchedulingSettings, updateSchedulingSettings } from './scheduling-settings.service.ts';
import {
  createDisplayReadModel,
  createInterviewReadModel,
  createTimeslotReadModel,
  TIMESLOT_LIST_EVENTS,
} from './timeslots-read-model.ts';
import timeslotsRoutes from './timeslots.routes.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** The scheduling feature: timeslots, interviews (bookings) and the booking rules. */
const schedulingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { db, config, reminderSweepMs },
) => {
  const ctx: SchedulingContext = {
    db,
    events: app.domainEvents,
    slots: createTimeslotReadModel(),
    interviews: createInterviewReadModel(),
    display: createDisplayReadModel(),
    schedule: createScheduleReadModel(),
  };
  const reminders = startReminderSweeps(
    { db, events: app.domainEvents, log: app.log },
    reminderSweepMs,
  );
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (TIMESLOT_LIST_EVENTS.has(event.type)) forgetLists(ctx);
    if (SCHEDULE_EVENTS.has(event.type)) ctx.schedule.invalidate();
    // A booking (here or on another instance) or a new lead time may make a reminder due now.
    if (event.type === 'interviews.changed' || event.type === 'settings.changed')
      void reminders.sweepSoon();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await reminders.stop();
  });

  await app.register(timeslotsRoutes, { ctx });
  await app.register(interviewsRoutes, { ctx, publicUrl: config.publicUrl });
  await app.register(matchesRoutes, { ctx });
  await app.register(queueRoutes, { ctx });

  // Public: the venue's now/next screens sign in as nobody (decision 152).
  app.get(
    ROUTES.display.get.path,
    {
      schema: {
        tags: ['scheduling'],
        querystring: displayQuerySchema,
        response: { 200: displayResponseSchema, 304: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => replyWithJson(request, reply, await displayBoard(ctx)),
  );

  app.get(
    ROUTES.settings.scheduling.path,
    {
      schema: { tags: ['scheduling'], response: { 200: schedulingSettingsSchema } },
    },
    async () => getSchedulingSettings(ctx),
  );

  app.put(
    ROUTES.settings.updateScheduling.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['scheduling'],
        summary: 'Set how many upcoming interviews a team may hold',
        body: updateSchedulingSettingsSchema,
        response: {
          200: schedulingSettingsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      updateSchedulingSettings(ctx, request.auth!, request.body.maxActiveInterviewsPerTeam),
  );
};

export default schedulingRoutes;
