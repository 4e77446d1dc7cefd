// npm start: builds the client and the server when missing or older than their sources, then
// runs the compiled server (plain JavaScript, decision 241). SIGINT and SIGTERM are passed on to
// whichever child runs, and npm start exits with its code, so a process manager stopping
// `npm start` stops the server cleanly (docs/decisions/116).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:os';

const root = new URL('../..', import.meta.url).pathname;
const builtClient = join(root, 'dist/client/index.html');
const builtServer = join(root, 'dist/server/main.js');

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources`. */
function stale(output, sources) {
  return (
    !existsSync(output) ||
    Math.max(...sources.map((source) => newestMtime(join(root, source)))) > statSync(output).mtimeMs
  );
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

async function step(message, command, args) {
  console.log(message);
  const code = await run(command, args);
  if (code !== 0 || stopSignal) process.exit(code || 1);
}

// A CLIENT_DIR of its own is served instead of dist/client, which then needs no build.
if (!process.env.CLIENT_DIR && stale(builtClient, ['src/client', 'src/shared'])) {
  await step('Building the client...', 'npx', ['vite', 'build', '--logLevel', 'warn']);
}
if (stale(builtServer, ['src/server', 'src/shared', 'scripts/build/build-server.mjs'])) {
  await step('Building the server...', process.execPath, [
    join(root, 'scripts/build/build-server.mjs'),
  ]);
}

process.exit(await run(process.execPath, ['--enable-source-maps', builtServer]));
