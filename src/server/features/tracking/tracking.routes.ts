import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The tracking feature's routes. */
const trackingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default trackingRoutes;
