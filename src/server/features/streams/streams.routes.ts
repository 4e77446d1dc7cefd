import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The streams feature's routes. */
const streamsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default streamsRoutes;
