import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementListSchema,
  announcementSchema,
  createAnnouncementSchema,
} from '../../../shared/contract/announcements.ts';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { cachedValue } from '../../lib/read-model.ts';
import { spacedRuns } from '../../lib/spaced-runs.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import {
  announcementsFor,
  createAnnouncement,
  deleteAnnouncement,
  loadAnnouncements,
  sendDueAnnouncements,
} from './announcements.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';
import { makesStale } from '../../../shared/routes/stale-after.ts';

/** How often each instance looks for scheduled announcements whose time has come. */
const SWEEP_MS = 10_000;

/**
 * Organiser announcements: administrators post (to everyone, listed teams or a field's teams, now
 * or at a set time) and remove them; each reader sees those meant for them.
 */
const announcementsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  // Every home page reads the list; it changes only when one is posted, sent or removed.
  const readModel = cachedValue(() => loadAnnouncements(db));
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (makesStale(event.type, ROUTES.announcements.list.path)) readModel.invalidate();
  });
  const deps = { db, events: app.domainEvents };
  // Every instance sweeps; the claim in the database sends each one once (announcements.repo.ts).
  const sweeps = spacedRuns(
    () =>
      sendDueAnnouncements(deps).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'the announcement sweep failed'),
      ),
    1_000,
  );
  const timer = setInterval(() => void sweeps.soon(), SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(timer);
    await sweeps.stop();
  });

  app.get(
    ROUTES.announcements.list.path,
    {
      schema: {
        tags: ['announcements'],
        summary:
          'The announcements for the caller: to everyone, and those aimed at its team (an organiser sees all, scheduled ones too)',
        response: { 200: announcementListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      // The organisers' list holds what is still to come and whom each is for: theirs alone.
      replyWithJson(request, reply, announcementsFor(await readModel.get(), request.auth), {
        storage: request.auth?.kind === 'admin' ? 'personal' : 'shared',
      }),
  );

  app.post(
    ROUTES.announcements.create.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['announcements'],
        summary:
          'Post an announcement to everyone, to listed teams (teamIds) or to the teams with matches on a field, now or at sendAt',
        body: createAnnouncementSchema,
        response: { 201: announcementSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createAnnouncement(deps, request.body)),
  );

  app.delete(
    ROUTES.announcements.remove.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['announcements'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAnnouncement(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default announcementsRoutes;
