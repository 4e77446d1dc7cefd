import { join } from 'node:path';
import { measureAttacks, writeProbeClient } from '../lib/attack.ts';
import { freePort, startApp } from '../lib/processes.ts';
import { signInAdmin } from '../lib/sessions.ts';
import { createStorage } from '../lib/storage.ts';
import { profilerArgs, type EnginePart } from './context.ts';

/** Health and a static file while the server is attacked. */
export async function runAttack({ run, engine, report }: EnginePart) {
  const { settings, serverUrl } = run.options;
  const storage = await createStorage(engine, 'attack', serverUrl);
  try {
    report.description ||= await storage.describe();
    const clientDir = writeProbeClient(join(run.workDir, `${engine}-attack-client`));
    const port = await freePort();
    const app = await startApp({
      name: `${engine} attack`,
      port,
      logFile: join(run.workDir, `${engine}-attack.log`),
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      clientDir,
      nodeArgs: profilerArgs(run.options.profile),
    });
    try {
      run.log(`[${engine}] attack: ${settings.attackSeconds} s per scenario`);
      const adminCookie = await signInAdmin(app.url);
      const scenarios = await measureAttacks(
        app.url,
        { seconds: settings.attackSeconds, adminCookie, teamId: 1 },
        run.log,
      );
      report.attack = { seconds: settings.attackSeconds, scenarios };
    } finally {
      await app.stop();
    }
  } finally {
    await storage.destroy();
  }
}
