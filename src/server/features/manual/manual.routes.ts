import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The manual feature's routes. */
const manualRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default manualRoutes;
