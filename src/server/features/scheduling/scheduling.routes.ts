import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The scheduling feature's routes. */
const schedulingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default schedulingRoutes;
