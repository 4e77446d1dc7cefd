// npm run lint:api: builds the app (never listening) on a throwaway in-memory database, writes its
// OpenAPI document and lints it with Redocly's recommended rules plus redocly.yaml.
import '../src/shared/zod-jitless.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';

const root = new URL('..', import.meta.url).pathname;
const database = openPglite(await PGlite.create());
await migrateDatabase(database);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();

const workDir = mkdtempSync(join(tmpdir(), 'pitcrew-openapi-'));
const file = join(workDir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));

const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@redocly/cli/package.json');
const cli = join(dirname(cliPackage), (require(cliPackage) as { bin: Record<string, string> }).bin.redocly!);
const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(root, 'redocly.yaml')], {
  stdio: 'inherit',
  // No telemetry or update check from CI machines.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(workDir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
