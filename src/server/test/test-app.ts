import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ensureAdmin } from '../features/auth/admin-bootstrap.ts';
import { PRODUCTION_SCRYPT, setScryptCostForTests, type ScryptCost } from '../lib/password-hash.ts';
import type { GuessClock } from '../plugins/guess-counters.repo.ts';
import { buildRegisteredTeam } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ADMIN = { username: 'organiser', password: 'correct-horse-battery' };

/** Another organiser account, as ADMIN_USERNAME and ADMIN_PASSWORD make one at start. */
export { ensureAdmin };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: AppConfig;
  /** The clock its guess counters keep time by, when the test gave one. */
  guessClock?: GuessClock;
  close(): Promise<void>;
}

/** scrypt at a test suite's pace; the production cost is proven in src/server/security/. */
const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

/**
 * A built app on a fresh database, with the test administrator. Never listens. Passwords are
 * hashed at TEST_SCRYPT_COST unless `passwordCost: 'production'`.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  build: Pick<BuildOptions, 'streams' | 'push' | 'reminderSweepMs' | 'guessClock'> & {
    database?: TestDatabase;
    passwordCost?: 'test' | 'production';
  } = {},
): Promise<TestApp> {
  setScryptCostForTests(build.passwordCost === 'production' ? PRODUCTION_SCRYPT : TEST_SCRYPT_COST);
  const database = build.database ?? (await createTestDatabase());
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), demoData: false, ...overrides };
  const { streams, push, reminderSweepMs, guessClock } = build;
  const app = await buildApp({
    config,
    database,
    logger: false,
    streams,
    push,
    reminderSweepMs,
    guessClock,
  });
  await ensureAdmin(database.db, TEST_ADMIN, app.log);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    guessClock,
    async close() {
      await app.close();
      // A database handed in belongs to the caller (a second instance on the same one, say).
      if (!build.database) await database.close();
    },
  };
}

/** The cookies a response set, as a Cookie header for the next request. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of response.cookies) {
    if (cookie.maxAge === 0 || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export async function signInAdmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: TEST_ADMIN,
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return cookiesFrom(response);
}

export async function signInTeam(
  app: FastifyInstance,
  team: { id: number; joinCode: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { teamId: team.id, joinCode: team.joinCode },
  });
  if (response.statusCode !== 200) throw new Error(`team sign-in failed: ${response.body}`);
  return cookiesFrom(response);
}

/** A new registered team, signed in: its row and its session cookie. */
export async function signInNewTeam(t: TestApp) {
  const team = await buildRegisteredTeam(t.db);
  return { team, cookie: await signInTeam(t.app, team) };
}
