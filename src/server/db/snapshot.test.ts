import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteSnapshot } from './snapshot.ts';

/**
 * The backup "produced without blocking requests" (decision 250): a snapshot of an
 * embedded database on disk is a base backup, copied while the database keeps answering and
 * packed off the event loop; it restores with every row, writes made during the copy included.
 */

const work = mkdtempSync(join(tmpdir(), 'tc-snapshot-'));
mkdirSync(join(work, 'data'));
const pgdata = join(work, 'data', 'pgdata');
let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create({ dataDir: pgdata });
  // About 40 MB of table, index and WAL: PGlite's own archive of it holds the loop 150 ms and more.
  await pglite.exec(`
    create table notes (id serial primary key, body text not null);
    insert into notes (body) select repeat(md5(i::text), 8) from generate_series(1, 60000) i;
    checkpoint;`);
  // Pages changed since that checkpoint: the backup's own checkpoint writes them.
  for (let i = 0; i < 500; i++)
    await pglite.query('update notes set body = body || $1 where id = $2', [
      'x',
      ((i * 97) % 60000) + 1,
    ]);
}, 120_000);
afterAll(async () => {
  await pglite?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs `work` with a 2 ms timer going; the longest the timer waited, in ms. */
async function longestTimerWait<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestMs: number }> {
  let longestMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
  }, 2);
  try {
    const result = await work();
    return { result, longestMs: Math.max(longestMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

describe('a snapshot of an embedded database on disk', () => {
  it('holds neither the event loop nor the database while it is copied, and restores every row', async () => {
    const before = (await pglite.query<{ n: number }>('select count(*)::int as n from notes'))
      .rows[0]!.n;
    // Best of three: a shared machine can hold the process back on its own.
    let best:
      | { result: { archive: Buffer; writeMs: number; written: number }; longestMs: number }
      | undefined;
    let written = 0;
    for (
      let attempt = 0;
      attempt < 3 && (!best || best.longestMs >= 100 || best.result.writeMs >= 100);
      attempt++
    ) {
      const measured = await longestTimerWait(async () => {
        const snapshot = pgliteSnapshot(pglite, pgdata);
        // Writes go on while the files are copied: each one answered at once.
        let writeMs = 0;
        let done = false;
        void snapshot.finally(() => (done = true));
        while (!done) {
          const asked = performance.now();
          await pglite.query('insert into notes (body) values ($1)', ['written during the backup']);
          writeMs = Math.max(writeMs, performance.now() - asked);
          written++;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return { archive: await buffer(await snapshot), writeMs, written };
      });
      if (!best || measured.longestMs < best.longestMs) best = measured;
    }
    const own = await longestTimerWait(() => pglite.dumpDataDir('gzip'));
    console.warn(
      `snapshot: longest event-loop wait ${best!.longestMs.toFixed(1)} ms, slowest write meanwhile ${best!.result.writeMs.toFixed(1)} ms (${best!.result.written} writes); PGlite's dumpDataDir held the loop ${own.longestMs.toFixed(1)} ms`,
    );
    // Under 100 ms; on a machine so loaded that every wait stretches, well under PGlite's own archive.
    expect(best!.longestMs).toBeLessThan(Math.max(100, own.longestMs / 3));
    expect(best!.result.writeMs).toBeLessThan(100);
    expect(best!.result.written).toBeGreaterThan(1);
    // The copy beside the data directory is gone once packed.
    await vi.waitFor(
      () =>
        expect(
          readdirSync(join(work, 'data')).filter((name) => name.startsWith('.backup-')),
        ).toEqual([]),
      {
        timeout: 5_000,
      },
    );

    // Restores as PGlite's own archive does (loadDataDir, as db/backup.ts restores): every row
    // from before the backup and the updated ones as they were.
    const restored = await PGlite.create({
      dataDir: join(work, 'restored'),
      loadDataDir: new Blob([new Uint8Array(best!.result.archive)]),
    });
    try {
      const count = (await restored.query<{ n: number }>('select count(*)::int as n from notes'))
        .rows[0]!.n;
      expect(count).toBeGreaterThanOrEqual(before);
      expect(count).toBeLessThanOrEqual(before + written);
      const sample = 'select id, body from notes where id in (1, 98, 195, 30000) order by id';
      expect((await restored.query(sample)).rows).toEqual((await pglite.query(sample)).rows);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
