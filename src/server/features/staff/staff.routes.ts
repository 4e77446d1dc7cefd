import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '../../../shared/contract/auth.ts';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  acceptInviteRequestSchema,
  createStaffRequestSchema,
  staffListSchema,
  staffWithInviteSchema,
  updateStaffRequestSchema,
} from '../../../shared/contract/staff.ts';
import { errorResponses, errorResponseSchema } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { toSessionDto } from '../../plugins/session-auth.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { acceptInvite } from './staff-invites.service.ts';
import { inviteStaff, listStaff, removeStaff, updateStaff } from './staff.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Admin -> People (decision 259): organisers invite judges, volunteers and other organisers. */
const staffRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const deps = {
    db,
    events: app.domainEvents,
    forgetSessions: (hashes: string[]) => app.forgetSessions(hashes),
  };

  app.get(
    ROUTES.staff.list.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'Everyone who runs the event, invited or signed up',
        response: { 200: staffListSchema, ...errorResponses },
      },
    },
    async () => listStaff(db),
  );

  app.post(
    ROUTES.staff.invite.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['staff'],
        summary:
          'Add a person with a role (and rooms for a judge); answers a one-time invite valid for 24 hours',
        body: createStaffRequestSchema,
        response: { 201: staffWithInviteSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaff(deps, request.auth!, request.body)),
  );

  app.patch(
    ROUTES.staff.update.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['staff'],
        summary:
          "Change a person's name, role or rooms, or make a new invite link for someone who has not accepted",
        params: idParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffWithInviteSchema, ...errorResponses },
      },
    },
    async (request) => updateStaff(deps, request.auth!, request.params.id, request.body),
  );

  app.delete(
    ROUTES.staff.remove.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['staff'],
        summary: 'Remove a person: their sessions end at once on every instance',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeStaff(deps, request.auth!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    ROUTES.staff.acceptInvite.path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Accept an invite: pick a username and a password (at least 10 characters, not a common one); signs in',
        body: acceptInviteRequestSchema,
        response: { 200: sessionSchema, 410: errorResponseSchema, ...errorResponses },
      },
      // Each attempt costs a password hash: a few a minute per address is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, auditedByService: true },
    },
    async (request, reply) => {
      const person = await acceptInvite(deps, request.body);
      await reply.signIn({ adminId: person.id });
      return toSessionDto(request.auth!);
    },
  );
};

export default staffRoutes;
