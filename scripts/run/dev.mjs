// npm run dev: the API with reload on PORT (default 3000) and Vite on :5173 proxying /api to it.
// PORT is read as the server reads it (the environment, else .env), so the proxy finds the API.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const fromFile = existsSync('.env') ? parseEnv(readFileSync('.env', 'utf8')) : {};
const port = process.env.PORT ?? fromFile.PORT ?? '';
const env = { ...process.env, PORT: port.trim() || '3000' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
