// npm start: builds the client when it is missing or older than its sources, then runs the server.
// SIGINT and SIGTERM are passed on to whichever child runs, and npm start exits with its code, so a
// process manager stopping `npm start` stops the server cleanly (docs/decisions/116).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

let current;
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal = signal;
    current?.kill(signal);
  });
}

/** Runs a child to its end; resolves with its exit code (128 + the signal's number if killed). */
function run(command, args) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit' });
    current.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    current.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

const sources = [join(root, 'src/client'), join(root, 'src/shared')];
const stale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the client...');
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0 || stopSignal) process.exit(code || 1);
}

process.exit(await run(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')]));
