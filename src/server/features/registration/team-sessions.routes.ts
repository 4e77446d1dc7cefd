import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { teamSignedOutSchema } from '../../../shared/contract/push.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { signOutTeamEverywhere } from './team-sessions.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** An organiser signs a team out on every device (decision 248). */
const teamSessionsRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.delete(
    ROUTES.teams.signOut.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['teams'],
        summary: 'Sign a team out on every device: its sessions, remembered devices and alerts end',
        params: idParamsSchema,
        response: { 200: teamSignedOutSchema, ...errorResponses },
      },
    },
    async (request) => signOutTeamEverywhere({ db, realtime: app.realtime }, request.params.id),
  );
};

export default teamSessionsRoutes;
