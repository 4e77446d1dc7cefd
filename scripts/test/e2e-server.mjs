// Starts a fresh app for the Playwright run: its own client and server builds (the server
// compiled as npm start runs it), data directory and port, so several runs on one machine do
// not collide.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServerEnv, e2eWorkDir } from './e2e-server-env.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { port, workDir } = e2eWorkDir();
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
  env: e2eServerEnv({
    port,
    dataDir: join(workDir, 'data'),
    clientDir,
    demoData: false,
    // e2e/alerts.spec.ts runs a push service on 127.0.0.1 (any port) that the app may post to.
    extra: { PUSH_ENDPOINT_HOSTS: '127.0.0.1' },
  }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
