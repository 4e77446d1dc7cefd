/**
 * npm run restore -- <file> [--force]: puts a backup made by `npm run backup` or the dashboard
 * back into the configured database (decision 172). Stop the app first. Refuses, changing
 * nothing, a file that is not a backup, a backup of a newer schema than this code, and a
 * database that already holds data unless --force is given.
 */
import { existsSync } from 'node:fs';
import { describeDatabase, loadStartupConfig } from '../../src/server/config.ts';
import { RestoreRefused, restoreEmbedded, restorePostgres } from '../../src/server/db/backup.ts';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => arg !== '--force');
if (!file) fail('Usage: npm run restore -- <backup file> [--force]');
if (!existsSync(file)) fail(`${file} does not exist.`);

const config = loadStartupConfig();
try {
  if (config.databaseUrl) await restorePostgres(file, config.databaseUrl, { force });
  else await restoreEmbedded(file, config.dataDir, { force });
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof DataDirLockedError)
    fail(`Nothing was changed. ${error.message}`);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.stdout.write(
  `Restored ${file} into the ${describeDatabase(config)}. Start the app with npm start.\n`,
);
