// Starts a fresh app for the Playwright run: its own client and server builds (the server
// compiled as npm start runs it), data directory and port, so several runs on one machine do
// not collide. Credentials match e2e/fixtures.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '4173';
const workDir = join(root, '.e2e', port);
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

const clientDir = join(workDir, 'client');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLIENT_OUT_DIR: clientDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const serverDir = join(workDir, 'server');
const serverBuild = spawnSync(
  process.execPath,
  [join(root, 'scripts/build/build-server.mjs'), serverDir],
  { cwd: root, stdio: 'inherit' },
);
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Set empty, so a developer's .env cannot change the journeys' server (empty means unset).
    ...Object.fromEntries(
      [
        'DATABASE_URL',
        'OPENAI_API_KEY',
        'OPENAI_BASE_URL',
        'PERPLEXITY_API_KEY',
        'PERPLEXITY_BASE_URL',
        'TRUST_PROXY',
        'NODE_ENV',
        'PUBLIC_URL',
      ].map((name) => [name, '']),
    ),
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, 'data'),
    CLIENT_DIR: clientDir,
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    DEMO_DATA: 'false',
    // e2e/alerts.spec.ts runs a push service on 127.0.0.1 (any port) that the app may post to.
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
