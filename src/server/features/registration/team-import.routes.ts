import { CODED } from '../../../shared/coded-messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importedTeamsSchema } from '../../../shared/contract/teams.ts';
import { errorResponses, errorResponseSchema } from '../../../shared/errors.ts';
import { TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import type { AppDb } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import { registerCsvBody } from '../../lib/csv-body.ts';
import { importRateLimit, importSlots } from '../../lib/import-limits.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { importTeams } from './team-import.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Room for 2,000 rows of the longest names and descriptions, quoted. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** POST /api/teams/import: a spreadsheet of teams as CSV, all or nothing. */
const teamImportRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  const slots = importSlots();
  registerCsvBody(app, { bodyLimit: IMPORT_BODY_LIMIT, notUtf8: CODED.teamImport.notUtf8 });

  app.post(
    ROUTES.teams.import.path,
    {
      onRequest: requireAdmin,
      config: { ...importRateLimit('team-import'), textCheckedByRoute: true },
      // Before the body is read (after the guard): anything but CSV gets this route's own wording, not "send JSON".
      preParsing: async (request) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'text/csv') throw new HttpError(415, CODED.teamImport.notCsv);
      },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['teams'],
        summary:
          'Create teams from a CSV file with a name (and description) column; all or nothing',
        consumes: ['text/csv'],
        body: z.string({ error: TEAM_IMPORT_MESSAGES.notCsv }),
        response: { 201: importedTeamsSchema, 415: errorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await slots.run(() =>
        importTeams({ db, events: app.domainEvents }, request.body),
      );
      return reply.status(201).send(created);
    },
  );
};

export default teamImportRoutes;
