import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tournamentSettingsSchema,
  updateTournamentSettingsSchema,
} from '../../../shared/contract/settings.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { replyWithEtag } from '../../lib/http-cache.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { setTournamentDate, type SettingsReadModel } from './settings.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

const settingsRoutes: FastifyPluginAsyncZod<{ db: AppDb; settings: SettingsReadModel }> = async (
  app,
  { db, settings },
) => {
  app.get(
    ROUTES.settings.tournament.path,
    {
      schema: { tags: ['settings'], response: { 200: tournamentSettingsSchema, 304: z.null() } },
    },
    async (request, reply) => replyWithEtag(request, reply, await settings.get()),
  );

  app.put(
    ROUTES.settings.updateTournament.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['settings'],
        body: updateTournamentSettingsSchema,
        response: { 200: tournamentSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      return setTournamentDate({ db, events: app.domainEvents }, request.auth!, request.body);
    },
  );
};

export default settingsRoutes;
