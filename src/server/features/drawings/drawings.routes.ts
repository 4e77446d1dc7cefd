import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The drawings feature's routes. */
const drawingsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default drawingsRoutes;
