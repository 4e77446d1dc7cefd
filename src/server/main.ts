// First, before any module creates a zod schema (docs/decisions/119).
import '../shared/zod-jitless.ts';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { bufferedLogDestination, logCrashes } from './lib/log-destination.ts';
import { withRedaction } from './lib/log-redaction.ts';
import { buildApp } from './app.ts';
import { describeDatabase, loadStartupConfig, type AppConfig } from './config.ts';
import { serveBackups, type BackupAccessServer } from './db/backup-access.ts';
import type { Database } from './db/client.ts';
import { seedDemoEvent } from './db/demo/seed-demo-event.ts';
import { openDatabase } from './db/open.ts';
import { ensureAdmin } from './features/auth/admin-bootstrap.ts';
import { firstRunNotice } from './first-run-notice.ts';
import { shutDown } from './shutdown.ts';

/**
 * Start-up problems a person fixes (a setting, a second server on one DATA_DIR, a busy port)
 * end as one line on stderr and exit code 1, never a stack trace.
 */
function exitWithOneLine(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

function listenError(error: unknown, config: AppConfig): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new Error(
      `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new Error(
      `HOST ${config.host} is not an address of this machine: set HOST (0.0.0.0 listens everywhere).`,
    );
  return error;
}

function readConfig(): AppConfig {
  try {
    return loadStartupConfig();
  } catch (error) {
    return exitWithOneLine(error);
  }
}

async function main() {
  const config = readConfig();
  config.clientDir ??= fileURLToPath(new URL('../../dist/client', import.meta.url));
  // The same redaction as buildApp's own logger: personal fields never reach a log line.
  const log = pino(
    withRedaction({ level: config.logLevel }) as LoggerOptions,
    bufferedLogDestination(),
  );
  logCrashes(log);
  log.info(`database: ${describeDatabase(config)}`);

  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let backups: BackupAccessServer | undefined;
  const startUp = (async () => {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    }).catch((error: Error) => {
      throw config.databaseUrl
        ? new Error(`Could not open the ${describeDatabase(config)}: ${error.message}`)
        : error;
    });
    app = await buildApp({ config, database, loggerInstance: log });
    const generatedAdmin = await ensureAdmin(database.db, config.admin, app.log);
    if (generatedAdmin) process.stderr.write(firstRunNotice(generatedAdmin, config.publicUrl));
    if (config.demoData) await seedDemoEvent(database.db, app.log);
    // `npm run backup` asks the running app (the one owner of an embedded database).
    const embedded = database;
    if (embedded.engine === 'pglite') {
      backups = await serveBackups(
        config.dataDir,
        () => embedded.snapshot(),
        (error) => log.error({ err: error }, 'a backup failed'),
      );
    }
  })();

  // Ctrl-C in a terminal reaches both `npm start` and the server, so a repeated signal is ignored.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    await startUp.catch(() => undefined);
    await backups?.close();
    const code = await shutDown(app, database, log);
    log.info({ code }, code === 0 ? 'stopped cleanly' : 'stopped');
    process.exit(code);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  try {
    await startUp;
  } catch (error) {
    await backups?.close();
    await database?.close().catch(() => undefined);
    exitWithOneLine(error);
  }
  if (stopping) return;
  try {
    await app!.listen({ port: config.port, host: config.host });
  } catch (error) {
    await backups?.close();
    await shutDown(app, database, log, 1000);
    exitWithOneLine(listenError(error, config));
  }
  log.info(
    { url: config.publicUrl, engine: database!.engine },
    `PitCrew is ready at ${config.publicUrl}`,
  );
  log.flush();
}

main().catch(exitWithOneLine);
