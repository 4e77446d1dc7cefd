import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.db.select().from(appInstances).where(eq(appInstances.id, id)))[0];

describe('instance heartbeat (decision 203)', () => {
  it('beats every second while running', async () => {
    const first = (await rowOf(t.app.instance.id))!.seenAt;
    await expect
      .poll(async () => (await rowOf(t.app.instance.id))!.seenAt.getTime(), {
        timeout: 3_000,
        interval: 100,
      })
      .toBeGreaterThan(first.getTime());
  });

  it('forgets the instance when it stops cleanly, so its claims are free at once', async () => {
    const other = await createTestApp({}, { database: t.database });
    const id = other.app.instance.id;
    expect(await rowOf(id)).toBeDefined();
    await other.close();
    expect(await rowOf(id)).toBeUndefined();
  });

  it('drops instances gone for a day when one starts', async () => {
    const gone = 'gone-for-two-days';
    await t.db
      .insert(appInstances)
      .values({ id: gone, seenAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    const other = await createTestApp({}, { database: t.database });
    expect(await rowOf(gone)).toBeUndefined();
    await other.close();
  });
});
