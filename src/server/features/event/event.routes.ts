import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoEventSchema, eventSetupSchema } from '../../../shared/contract/event.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { clearDemo, demoEvent, eventSetup } from './event.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** The event as a whole: the demo event and its removal (decision 262). */
const eventRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    ROUTES.event.demo.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['operations'],
        summary: 'Whether the database still holds the demo event, and how many rows of it',
        response: { 200: demoEventSchema, ...errorResponses },
      },
    },
    async () => demoEvent(db),
  );

  app.get(
    ROUTES.event.setup.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['operations'],
        summary:
          'The set-up checklist: the date, teams, matches, interview slots and people, each ticked from the data',
        response: { 200: eventSetupSchema, ...errorResponses },
      },
    },
    async () => eventSetup(db),
  );

  app.post(
    ROUTES.event.clearDemo.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['operations'],
        summary:
          'Start your real event: remove the demo teams (and everything of theirs), slots, robots and stream in one transaction; answers what was removed',
        response: { 200: demoEventSchema, ...errorResponses },
      },
    },
    async (request) => clearDemo({ db, events: app.domainEvents }, request.auth!),
  );
};

export default eventRoutes;
