import { join } from 'node:path';
import { memoryAtRest } from '../lib/memory.ts';
import { freePort, startApp } from '../lib/processes.ts';
import { createStorage } from '../lib/storage.ts';
import type { EnginePart } from './context.ts';

/** Resident memory of a fresh start, as a newcomer's: the default demo data, then idle. */
export async function runMemory({ run, engine, report }: EnginePart) {
  const { settings, serverUrl } = run.options;
  const storage = await createStorage(engine, 'memory', serverUrl);
  try {
    report.description ||= await storage.describe();
    // DEMO_DATA's default: an empty embedded database gets the demo event, PostgreSQL never.
    const demoData = engine === 'pglite';
    const app = await startApp({
      name: `${engine} at rest`,
      port: await freePort(),
      logFile: join(run.workDir, `${engine}-memory.log`),
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      clientDir: run.placeholderClient,
      demoData,
    });
    try {
      run.log(`[${engine}] memory at rest: ${settings.restSeconds} s idle after start-up`);
      report.memory = await memoryAtRest(app.pid, settings.restSeconds, demoData);
      run.log(`  resident ${report.memory.restMb} MB at rest, peak ${report.memory.peakMb} MB`);
    } finally {
      await app.stop();
    }
  } finally {
    await storage.destroy();
  }
}
