import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import guessLimits from './plugins/guess-limit.ts';
import idempotency from './plugins/idempotency.ts';
import realtime from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import sessions from './plugins/sessions.ts';
import authRoutes from './features/auth/auth.routes.ts';
import drawingsRoutes from './features/drawings/drawings.routes.ts';
import healthRoutes from './features/health/health.routes.ts';
import manualRoutes from './features/manual/manual.routes.ts';
import messagingRoutes from './features/messaging/messaging.routes.ts';
import registrationRoutes from './features/registration/registration.routes.ts';
import schedulingRoutes from './features/scheduling/scheduling.routes.ts';
import streamsRoutes from './features/streams/streams.routes.ts';
import trackingRoutes from './features/tracking/tracking.routes.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Sees every route as it is registered (the authorization matrix and fuzz tests list them). */
  onRoute?: (route: RouteOptions) => void;
}

/** What every feature's routes plugin receives. */
export interface FeatureOptions {
  db: Database['db'];
  config: AppConfig;
}

/** Builds the app: infrastructure, cross-cutting plugins, then features. Never listens. */
export async function buildApp({ config, database, logger, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerApiDocs(app);
  await registerSecurity(app);
  await app.register(guessLimits);
  await app.register(sessions, { db: database.db, secureCookies: config.production });
  await app.register(realtime, { database });
  await app.register(idempotency, { db: database.db });

  const features: FeatureOptions = { db: database.db, config };
  await app.register(healthRoutes, features);
  await app.register(authRoutes, features);
  await app.register(registrationRoutes, features);
  await app.register(schedulingRoutes, features);
  await app.register(messagingRoutes, features);
  await app.register(manualRoutes, features);
  await app.register(trackingRoutes, features);
  await app.register(streamsRoutes, features);
  await app.register(drawingsRoutes, features);

  await registerClientApp(app, config.clientDir);
  return app;
}
