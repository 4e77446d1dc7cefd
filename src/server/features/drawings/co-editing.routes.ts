import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  drawingDocQuerySchema,
  drawingDocSchema,
  drawingPresenceRequestSchema,
  drawingPresenceSchema,
  drawingShareListSchema,
  drawingShareRequestSchema,
  drawingUpdateRequestSchema,
  drawingUpdateResponseSchema,
  shareParamsSchema,
  sharedDrawingListSchema,
} from '../../../shared/contract/drawings.ts';
import { toBase64 } from '../../../shared/drawing/board-doc.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireTeamOrOrganiser } from '../../plugins/sessions.ts';
import * as docs from './board-docs.service.ts';
import { applyUpdate } from './board-updates.service.ts';
import { PRESENCE_SWEEP_MS, sweepPresence } from './board-presence.service.ts';
import * as sharing from './board-sharing.service.ts';
import { relayStroke } from './board-strokes.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** A 2 MB document in base64 inside JSON, or its raw bytes, with room to spare. */
const UPDATE_BODY_LIMIT = 3 * 1024 * 1024;

/** Per session: a person draws a few strokes a second at most; a runaway script is held back. */
const perSession = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${name}:${request.auth?.tokenHash ?? request.ip}`,
  },
});

/** Live co-editing of a board and sharing it with an alliance partner (decision 290). */
const coEditingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const deps = { db, events: app.domainEvents };
  const sweep = setInterval(() => {
    sweepPresence(deps).catch((error: unknown) => app.log.warn({ err: error }, 'presence sweep'));
  }, PRESENCE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // An update may come as its raw bytes: read as base64, the form the JSON body has.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPDATE_BODY_LIMIT },
    (_request, body, done) => {
      done(null, { update: toBase64(body as Buffer) });
    },
  );

  app.get(
    ROUTES.drawings.shared.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        summary: 'Boards other teams shared with this team (every shared board for organisers)',
        response: { 200: sharedDrawingListSchema, ...errorResponses },
      },
    },
    async (request) => sharing.listSharedWithUs(db, request.auth!),
  );

  app.get(
    ROUTES.drawings.doc.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        summary: "A board's shared document: what the caller lacks, given its state vector",
        params: idParamsSchema,
        querystring: drawingDocQuerySchema,
        response: { 200: drawingDocSchema, ...errorResponses },
      },
    },
    async (request) => docs.getDoc(db, request.auth!, request.params.id, request.query.stateVector),
  );

  app.post(
    ROUTES.drawings.sendUpdate.path,
    {
      onRequest: requireTeamOrOrganiser,
      bodyLimit: UPDATE_BODY_LIMIT,
      config: perSession('drawing-updates', 600),
      schema: {
        tags: ['drawings'],
        summary: "Apply one change (a Yjs update) to a board's shared document",
        consumes: ['application/json', 'application/octet-stream'],
        params: idParamsSchema,
        body: drawingUpdateRequestSchema,
        response: { 200: drawingUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => applyUpdate(deps, request.auth!, request.params.id, request.body.update),
  );

  app.post(
    ROUTES.drawings.presence.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: perSession('drawing-presence', 600),
      schema: {
        tags: ['drawings'],
        params: idParamsSchema,
        summary: 'Join a board, move your pointer on it, show a stroke as you draw it, or leave it',
        body: drawingPresenceRequestSchema,
        response: { 200: drawingPresenceSchema, ...errorResponses },
      },
    },
    async ({ auth, params, body }) =>
      body.stroke
        ? relayStroke(deps, auth!, params.id, { clientId: body.clientId, stroke: body.stroke })
        : sharing.reportPresence(deps, auth!, params.id, body),
  );

  app.get(
    ROUTES.drawings.shares.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        summary: 'The teams a board is shared with',
        params: idParamsSchema,
        response: { 200: drawingShareListSchema, ...errorResponses },
      },
    },
    async (request) => sharing.listShares(db, request.auth!, request.params.id),
  );

  app.post(
    ROUTES.drawings.share.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        params: idParamsSchema,
        summary: 'Share a board with another team, to view or to edit',
        body: drawingShareRequestSchema,
        response: { 200: drawingShareListSchema, ...errorResponses },
      },
    },
    async (request) => sharing.shareBoard(deps, request.auth!, request.params.id, request.body),
  );

  app.delete(
    ROUTES.drawings.unshare.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        summary: 'Stop sharing a board with a team',
        params: shareParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sharing.revokeShare(deps, request.auth!, request.params.id, request.params.teamId);
      return reply.code(204).send(null);
    },
  );
};

export default coEditingRoutes;
