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
import { jsonBody, replyWithJson } from '../../lib/http-cache.ts';
import { cachedValue } from '../../lib/read-model.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from './announcements.service.ts';

/** Organiser announcements: anyone reads them, administrators post and remove them. */
const announcementsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  // Every home page reads the list; it changes only when an administrator posts or removes one.
  const readModel = cachedValue(async () => jsonBody(announcementListSchema, await listAnnouncements(db)));
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (event.type === 'announcements.changed') readModel.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());
  const deps = { db, events: app.domainEvents };

  app.get('/api/announcements', {
    schema: { tags: ['announcements'], response: { 200: announcementListSchema, 304: z.null(), ...errorResponses } },
  }, async (request, reply) => replyWithJson(request, reply, await readModel.get()));

  app.post('/api/announcements', {
    onRequest: requireAdmin,
    schema: { tags: ['announcements'], body: createAnnouncementSchema, response: { 201: announcementSchema, ...errorResponses } },
  }, async (request, reply) => reply.code(201).send(await createAnnouncement(deps, request.body)));

  app.delete('/api/announcements/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['announcements'], params: idParamsSchema, response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    await deleteAnnouncement(deps, request.params.id);
    return reply.code(204).send(null);
  });
};

export default announcementsRoutes;
