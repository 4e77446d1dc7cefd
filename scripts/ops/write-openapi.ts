// Writes the app's OpenAPI document to the given file: the app is built (never listening) on a
// throwaway in-memory database. `npm run lint:api` then lints it with Redocly (redocly.yaml).
import '../../src/shared/zod-jitless.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: node --import tsx scripts/ops/write-openapi.ts <file.json>');
  process.exit(2);
}

const database = openPglite(await PGlite.create());
await migrateDatabase(database);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();

mkdirSync(dirname(resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
