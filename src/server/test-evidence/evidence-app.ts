import type { FastifySchema, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ensureAdmin } from '../features/auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../features/auth/admins.repo.ts';
import { insertSession } from '../plugins/sessions.repo.ts';
import type { AppDb } from '../db/client.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';
import { SESSION_COOKIE, sessionGuards } from '../plugins/sessions.ts';
import { TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

/** A route as Fastify registered it: one method, the full path with its prefix, its schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** Whether a session guard runs in its `onRequest` (before the body is read). */
  guarded: boolean;
}

/** The push service host the matrix subscribes browsers on (the discard port: nothing answers). */
export const MATRIX_PUSH_HOST = '127.0.0.1:9';

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

export interface EvidenceApp extends TestApp {
  /** Every route the app registered, in registration order (HEAD routes included). */
  routes: RegisteredRoute[];
  adminId: number;
}

/**
 * `createTestApp`, plus an `onRoute` listener added before anything registers, so the list of
 * routes is the app's own and not a copy that could drift.
 */
export async function createEvidenceApp(
  overrides: Partial<AppConfig> = {},
  options: { logger?: boolean | Record<string, unknown> } = {},
): Promise<EvidenceApp> {
  const routes: RegisteredRoute[] = [];
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    demoData: false,
    // Pushes to the probes' subscriptions go to a closed local port, never to a vendor.
    push: { extraHosts: [MATRIX_PUSH_HOST] },
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const onRequest = [route.onRequest ?? []].flat();
      const guarded = onRequest.some((hook) => sessionGuards.has(hook));
      for (const method of methods)
        routes.push({ method, url: route.url, schema: route.schema, guarded });
    },
  });
  await ensureAdmin(database.db, TEST_ADMIN, app.log);
  await app.ready();
  const admin = await findAdminByUsername(database.db, TEST_ADMIN.username);
  return {
    app,
    database,
    db: database.db,
    config,
    routes,
    adminId: admin!.id,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A pino logger that keeps the server's error lines (with stacks) for a test to report. */
export function errorLogRecorder(): { logger: Record<string, unknown>; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
  };
}

/**
 * A new session written straight to the sessions table, as a Cookie header. Every request in
 * these tests gets its own, so a route that signs in, out or over (login, logout, registration)
 * cannot change who the next request is.
 */
export async function sessionCookie(
  db: AppDb,
  subject: { adminId: number } | { teamId: number },
): Promise<string> {
  const token = randomToken();
  await insertSession(db, hashToken(token), subject, new Date(Date.now() + 60 * 60 * 1000));
  return `${SESSION_COOKIE}=${token}`;
}
