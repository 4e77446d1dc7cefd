import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../feature-options.ts';
import {
  schedulingSettingsSchema,
  updateSchedulingSettingsSchema,
} from '../../../shared/contract/scheduling.ts';
import { errorResponseSchema } from '../../../shared/errors.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import interviewsRoutes from './interviews.routes.ts';
import { forgetLists, type SchedulingContext } from './scheduling.context.ts';
import { getSchedulingSettings, updateSchedulingSettings } from './scheduling-settings.service.ts';
import { createInterviewReadModel, createTimeslotReadModel, TIMESLOT_LIST_EVENTS } from './timeslots-read-model.ts';
import timeslotsRoutes from './timeslots.routes.ts';

/** The scheduling feature: timeslots, interviews (bookings) and the booking rules. */
const schedulingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, config }) => {
  const ctx: SchedulingContext = {
    db,
    realtime: app.realtime,
    slots: createTimeslotReadModel(),
    interviews: createInterviewReadModel(),
  };
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (TIMESLOT_LIST_EVENTS.has(event.type)) forgetLists(ctx);
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(timeslotsRoutes, { ctx });
  await app.register(interviewsRoutes, { ctx, publicUrl: config.publicUrl });

  app.get('/api/settings/scheduling', {
    schema: { tags: ['scheduling'], response: { 200: schedulingSettingsSchema } },
  }, async () => getSchedulingSettings(ctx));

  app.put('/api/settings/scheduling', {
    onRequest: requireAdmin,
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
  }, async (request) => updateSchedulingSettings(ctx, request.body.maxActiveInterviewsPerTeam));
};

export default schedulingRoutes;
