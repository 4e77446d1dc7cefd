import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createdTeamSchema,
  createTeamRequestSchema,
  teamListItemSchema,
  teamListSchema,
  teamsQuerySchema,
  updateTeamNumberSchema,
} from '../../../shared/contract/teams.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { replyWithEtag, replyWithJson } from '../../lib/http-cache.ts';
import { requireAdmin, requireFrontDesk, type Auth } from '../../plugins/sessions.ts';
import { checkInRequestSchema } from '../../../shared/contract/staff.ts';
import {
  createTeam,
  getTeam,
  listTeams,
  setTeamCheckIn,
  setTeamNumber,
  type TeamsReadModel,
} from './teams.service.ts';
import { teamAudience } from './teams.dto.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Organisers and the check-in desk see team codes (and organisers coach contacts): their copy is never stored (decision 113). */
const storageFor = (auth: Auth | null) =>
  teamAudience(auth) === 'everyone' ? 'shared' : 'personal';

const teamsRoutes: FastifyPluginAsyncZod<{ db: AppDb; teams: TeamsReadModel }> = async (
  app,
  { db, teams },
) => {
  app.get(
    ROUTES.teams.list.path,
    {
      schema: {
        tags: ['teams'],
        querystring: teamsQuerySchema,
        response: { 200: teamListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      return replyWithJson(
        request,
        reply,
        await listTeams(teams, request.auth, request.query.registeredOnly),
        {
          storage: storageFor(request.auth),
        },
      );
    },
  );

  app.get(
    ROUTES.teams.get.path,
    {
      schema: {
        tags: ['teams'],
        params: idParamsSchema,
        response: { 200: teamListItemSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      return replyWithEtag(request, reply, await getTeam(teams, request.auth, request.params.id), {
        storage: storageFor(request.auth),
      });
    },
  );

  app.post(
    ROUTES.teams.create.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['teams'],
        body: createTeamRequestSchema,
        response: { 201: createdTeamSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const team = await createTeam({ db, events: app.domainEvents }, request.auth!, request.body);
      return reply.status(201).send(team);
    },
  );

  app.patch(
    ROUTES.teams.update.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['teams'],
        summary: "Set or clear a team's number (like 1234A), unique whatever its case",
        params: idParamsSchema,
        body: updateTeamNumberSchema,
        response: { 200: teamListItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      setTeamNumber(
        { db, events: app.domainEvents },
        teams,
        request.auth!,
        request.params.id,
        request.body.number,
      ),
  );

  app.put(
    ROUTES.teams.checkIn.path,
    {
      onRequest: requireFrontDesk,
      config: { auditedByService: true },
      schema: {
        tags: ['teams'],
        summary: 'Check a team in at the venue, or undo it (volunteers and organisers)',
        params: idParamsSchema,
        body: checkInRequestSchema,
        response: { 200: teamListItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      setTeamCheckIn(
        { db, events: app.domainEvents },
        teams,
        request.auth!,
        request.params.id,
        request.body.checkedIn,
      ),
  );
};

export default teamsRoutes;
