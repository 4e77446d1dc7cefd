// What the journeys' servers share: the journeys' own (scripts/test/e2e-server.mjs) and the demo
// server some journeys start beside it (e2e/fixtures-demo-server.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/** The administrator every journeys' server creates; the journeys sign in as it. */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

/** The journeys' port, and the folder their builds and data live in. */
export function e2eWorkDir() {
  const port = process.env.E2E_PORT ?? '4173';
  return { port, workDir: join(root, '.e2e', port) };
}

/**
 * Every setting the server reads, as `.env.example` documents them (a test holds it to config.ts's
 * list): each is set empty unless the journeys set it, so a developer's .env or shell cannot
 * change the journeys' servers (empty means unset).
 */
const SETTINGS = [
  ...readFileSync(join(root, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z_]+)=/gm),
].map(([, name]) => name);

/** The environment a journeys' server starts with, on 127.0.0.1 with the journeys' admin. */
export function e2eServerEnv({ port, dataDir, clientDir, demoData, extra = {} }) {
  return {
    ...process.env,
    ...Object.fromEntries(SETTINGS.map((name) => [name, ''])),
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DEMO_DATA: demoData ? 'true' : 'false',
    ...extra,
  };
}
