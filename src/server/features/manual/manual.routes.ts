import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  askPerplexityRequestSchema,
  askRequestSchema,
  manualAnswerSchema,
  manualDocumentListSchema,
  manualDocumentSchema,
  manualRuleSchema,
  manualStatusSchema,
  perplexityAnswerSchema,
  ruleParamsSchema,
} from '../../../shared/contract/manual.ts';
import { errorResponseSchema, errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireAdmin, requireTeamOrOrganiser } from '../../plugins/sessions.ts';
import { askManual, askPerplexity, type AskDeps } from './manual-ask.service.ts';
import { chatProvider } from './manual-providers.ts';
import { readJsonUpload, readMultipartUpload, UPLOAD_MAX_BYTES } from './manual-upload.ts';
import { createPdfReader } from './pdf-reader.ts';
import {
  addManualDocument,
  deleteManualDocument,
  ensureSampleManual,
  findManualRule,
  listManualDocuments,
  manualStatus,
} from './manual.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

const providerErrors = { 502: errorResponseSchema, 504: errorResponseSchema };

/** A Markdown manual as JSON may be a few megabytes; everything else keeps the 1 MB default. */
const JSON_UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;

/** AI questions are limited per signed-in team (or admin), not per IP (decision 003). */
const askRateLimit = (name: string) => ({
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const auth = request.auth;
    const who = !auth
      ? `ip:${request.ip}`
      : auth.kind === 'team'
        ? `team:${auth.teamId}`
        : `admin:${auth.adminId}`;
    return `${name}:${who}`;
  },
});

/** The manual feature: documents (admin), the two assistants, rule look-up. */
const manualRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, config }) => {
  // Registered here only, so multipart bodies are accepted by this feature's upload route alone.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1_000, parts: 6 },
  });

  // One queue per app: PDFs are read in worker threads, one at a time (decision 104).
  const readPdfText = createPdfReader();

  const deps: AskDeps = {
    db,
    openai: chatProvider(config.openai, app.log, 'openai'),
    perplexity: chatProvider(config.perplexity, app.log, 'perplexity'),
  };

  app.addHook('onReady', async () => {
    await ensureSampleManual(db, app.log);
  });

  app.post(
    ROUTES.manual.ask.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: { rateLimit: askRateLimit('manual-ask') },
      schema: {
        tags: ['manual'],
        summary:
          'Ask the game manual assistant (gpt-4o or gpt-3.5-turbo; manual search without a key)',
        body: askRequestSchema,
        response: { 200: manualAnswerSchema, ...errorResponses, ...providerErrors },
      },
    },
    async (request) => askManual(deps, request.body.question, request.body.model),
  );

  app.post(
    ROUTES.manual.askPerplexity.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: { rateLimit: askRateLimit('manual-ask-perplexity') },
      schema: {
        tags: ['manual'],
        summary: 'Ask the web-search manual assistant (Perplexity; manual search without a key)',
        body: askPerplexityRequestSchema,
        response: { 200: perplexityAnswerSchema, ...errorResponses, ...providerErrors },
      },
    },
    async (request) => askPerplexity(deps, request.body.question),
  );

  app.get(
    ROUTES.manual.status.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: { tags: ['manual'], response: { 200: manualStatusSchema, ...errorResponses } },
    },
    async () =>
      manualStatus(db, { modelConfigured: !!deps.openai, webSearchConfigured: !!deps.perplexity }),
  );

  app.get(
    ROUTES.manual.rule.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['manual'],
        params: ruleParamsSchema,
        response: { 200: manualRuleSchema, ...errorResponses },
      },
    },
    async (request) => findManualRule(db, request.params.ruleId),
  );

  app.get(
    ROUTES.manual.documents.path,
    {
      onRequest: requireAdmin,
      schema: { tags: ['manual'], response: { 200: manualDocumentListSchema, ...errorResponses } },
    },
    async () => listManualDocuments(db),
  );

  app.post(
    ROUTES.manual.upload.path,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_UPLOAD_LIMIT_BYTES,
      schema: {
        tags: ['manual'],
        summary:
          'Upload a manual: JSON {title, content, format} or multipart/form-data with file (PDF, .md, .txt) and title',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: manualDocumentSchema, ...errorResponses, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const manual = request.isMultipart()
        ? await readMultipartUpload(request, readPdfText)
        : readJsonUpload(request.body);
      const document = await addManualDocument({ db, events: app.domainEvents }, manual);
      return reply.status(201).send(document);
    },
  );

  app.delete(
    ROUTES.manual.removeDocument.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['manual'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteManualDocument({ db, events: app.domainEvents }, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default manualRoutes;
