import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { consentRequestSchema, consentSchema } from '../../../shared/contract/consent.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { getConsent, submitConsent, toConsentDto } from './consent.service.ts';
import { teamCodeGuessLimit } from '../../plugins/guess-limit-rules.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

const consentRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    ROUTES.consent.get.path,
    {
      schema: {
        tags: ['consent'],
        params: idParamsSchema,
        response: { 200: consentSchema, ...errorResponses },
      },
    },
    async (request) => getConsent(db, request.auth, request.params.id),
  );

  app.post(
    ROUTES.consent.submit.path,
    {
      schema: {
        tags: ['consent'],
        params: idParamsSchema,
        body: consentRequestSchema,
        response: { 201: consentSchema, ...errorResponses },
      },
      // Wrong codes count together with wrong codes at sign-in and slow the team's code checks
      // down; they never lock the team out (decision 106).
      config: {
        guessLimit: teamCodeGuessLimit((request) => (request.params as { id?: unknown }).id),
      },
    },
    async (request, reply) => {
      const consent = await submitConsent(
        { db, events: app.domainEvents },
        request.params.id,
        request.body,
      );
      // Registering signs the coach in as the team and remembers this device (DESIGN section 4).
      await reply.signIn({ teamId: consent.teamId });
      await reply.rememberDevice(consent.teamId);
      return reply.status(201).send(toConsentDto(consent, request.auth));
    },
  );
};

export default consentRoutes;
