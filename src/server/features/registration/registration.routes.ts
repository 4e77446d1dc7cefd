import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../feature-options.ts';
import consentRoutes from './consent.routes.ts';
import settingsRoutes from './settings.routes.ts';
import { createSettingsReadModel } from './settings.service.ts';
import teamImportRoutes from './team-import.routes.ts';
import teamSessionsRoutes from './team-sessions.routes.ts';
import teamsRoutes from './teams.routes.ts';
import { createTeamsReadModel } from './teams.service.ts';

/** The registration feature: teams, their consent (registration) and the tournament settings. */
const registrationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const teams = createTeamsReadModel(db);
  const settings = createSettingsReadModel(db);

  // Every instance drops its copies when any instance (or another feature) changes the data.
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (event.type === 'teams.changed') teams.invalidate();
    if (event.type === 'settings.changed') settings.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(teamsRoutes, { db, teams });
  await app.register(teamImportRoutes, { db });
  await app.register(teamSessionsRoutes, { db });
  await app.register(consentRoutes, { db });
  await app.register(settingsRoutes, { db, settings });
};

export default registrationRoutes;
