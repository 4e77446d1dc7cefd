import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The messaging feature's routes. */
const messagingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default messagingRoutes;
