import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../app.ts';

/** The registration feature's routes. */
const registrationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};

export default registrationRoutes;
