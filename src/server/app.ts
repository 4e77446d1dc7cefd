import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { FeatureOptions } from './feature-options.ts';
import { withRedaction } from './lib/log-redaction.ts';
import { lazyChildLogger } from './lib/lazy-request-logger.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { frameworkErrors, registerInputSafety } from './plugins/input-safety.ts';
import guessLimits from './plugins/guess-limit.ts';
import type { GuessClock } from './plugins/guess-counters.repo.ts';
import realtime from './plugins/realtime.ts';
import type { StreamLimits } from './plugins/stream-limits.ts';
import { routeTableCheck } from './plugins/route-guards.ts';
import domainEvents from './plugins/domain-events.ts';
import push, { type PushTuning } from './plugins/push.ts';
import idempotency from './plugins/idempotency.ts';
import instances from './plugins/instances.ts';
import { registerEffects } from './effects/register-effects.ts';
import { registerSecurity } from './plugins/security.ts';
import sessions from './plugins/session-cookies.ts';
import auditWrites from './plugins/audit-writes.ts';
import announcementsRoutes from './features/announcements/announcements.routes.ts';
import helpRequestsRoutes from './features/help/help-requests.routes.ts';
import authRoutes from './features/auth/auth.routes.ts';
import backupRoutes from './features/operations/backup.routes.ts';
import drawingsRoutes from './features/drawings/drawings.routes.ts';
import healthRoutes from './features/health/health.routes.ts';
import manualRoutes from './features/manual/manual.routes.ts';
import messagingRoutes from './features/messaging/messaging.routes.ts';
import pushRoutes from './features/push/push.routes.ts';
import registrationRoutes from './features/registration/registration.routes.ts';
import schedulingRoutes from './features/scheduling/scheduling.routes.ts';
import { createSettingsReadModel } from './features/registration/settings.service.ts';
import auditRoutes from './features/audit/audit.routes.ts';
import eventRoutes from './features/event/event.routes.ts';
import staffRoutes from './features/staff/staff.routes.ts';
import streamsRoutes from './features/streams/streams.routes.ts';
import trackingRoutes from './features/tracking/tracking.routes.ts';
import { ANSWER_WHILE_STOPPING } from './shutdown.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** A logger made before the app (main.ts logs which database it opens first). */
  loggerInstance?: FastifyBaseLogger;
  /** Sees every route as it is registered (the authorization matrix and fuzz tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** Event-stream caps and how often their sessions are checked again (tests shrink them). */
  streams?: StreamLimits & { sessionRecheckMs?: number };
  /** Push sender tuning (tests shorten the retry backoff). */
  push?: PushTuning;
  /** How often each instance looks for bookings to remind (tests shorten it). */
  reminderSweepMs?: number;
  /** The clock guess counters keep time by (the database's now() unless a test moves it). */
  guessClock?: GuessClock;
}

/** Builds the app: infrastructure, cross-cutting plugins, then features. Never listens. */
export async function buildApp({
  config,
  database,
  logger,
  loggerInstance,
  onRoute,
  streams = {},
  ...options
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...ANSWER_WHILE_STOPPING,
    loggerInstance,
    logger: loggerInstance ? undefined : withRedaction(logger ?? { level: config.logLevel }),
    childLoggerFactory: lazyChildLogger,
    // plugins/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onRoute', routeTableCheck);
  registerAccessLog(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerApiDocs(app, config);
  await registerSecurity(app);
  registerInputSafety(app);
  await app.register(guessLimits, { db: database.db, clock: options.guessClock });
  await app.register(sessions, {
    db: database.db,
    secureCookies: config.production,
    streamRecheckMs: streams.sessionRecheckMs,
  });
  await app.register(instances, { db: database.db });
  await app.register(realtime, { database, ...streams });
  await app.register(domainEvents);
  await app.register(push, { db: database.db, database, config, tuning: options.push });
  registerEffects(app, database.db);
  await app.register(idempotency, { database });
  await app.register(auditWrites, { db: database.db });

  const features: FeatureOptions = {
    db: database.db,
    config,
    snapshot: () => database.snapshot(),
    reminderSweepMs: options.reminderSweepMs,
  };
  await app.register(healthRoutes, features);
  await app.register(authRoutes, features);
  const settings = createSettingsReadModel(database.db);
  await app.register(registrationRoutes, { ...features, settings });
  await app.register(schedulingRoutes, features);
  await app.register(messagingRoutes, features);
  await app.register(manualRoutes, features);
  await app.register(trackingRoutes, features);
  await app.register(streamsRoutes, features);
  await app.register(drawingsRoutes, features);
  await app.register(backupRoutes, features);
  await app.register(pushRoutes);
  await app.register(announcementsRoutes, features);
  await app.register(helpRequestsRoutes, features);
  await app.register(staffRoutes, features);
  await app.register(auditRoutes, features);
  await app.register(eventRoutes, features);

  await registerClientApp(app, config.clientDir, async () => (await settings.get()).eventName);
  return app;
}
