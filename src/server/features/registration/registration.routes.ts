import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../feature-options.ts';
import consentRoutes from './consent.routes.ts';
import settingsRoutes from './settings.routes.ts';
import type { SettingsReadModel } from './settings.service.ts';
import teamImportRoutes from './team-import.routes.ts';
import teamSessionsRoutes from './team-sessions.routes.ts';
import teamsRoutes from './teams.routes.ts';
import { createTeamsReadModel } from './teams.service.ts';
import { makesStale } from '../../../shared/routes/stale-after.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/**
 * The registration feature: teams, their consent (registration) and the tournament settings. The
 * settings' read model comes from buildApp, which also names the event in the pages it serves.
 */
const registrationRoutes: FastifyPluginAsyncZod<
  FeatureOptions & { settings: SettingsReadModel }
> = async (app, { db, settings }) => {
  const teams = createTeamsReadModel(db);

  // Every instance drops its copies when any instance (or another feature) changes the data.
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (makesStale(event.type, ROUTES.teams.list.path)) teams.invalidate();
    if (makesStale(event.type, ROUTES.settings.tournament.path)) settings.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(teamsRoutes, { db, teams });
  await app.register(teamImportRoutes, { db });
  await app.register(teamSessionsRoutes, { db });
  await app.register(consentRoutes, { db });
  await app.register(settingsRoutes, { db, settings });
};

export default registrationRoutes;
