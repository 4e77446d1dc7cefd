import { randomBytes } from 'node:crypto';
import type { AppDb } from '../db/client.ts';
import { robots } from '../db/schema.ts';

/** A MAC address no other test robot has (upper case, colon-separated). */
export function uniqueMac(): string {
  return randomBytes(6).toString('hex').toUpperCase().match(/../g)!.join(':');
}

let sequence = 0;

export async function buildRobot(db: AppDb, overrides: Partial<typeof robots.$inferInsert> = {}) {
  const [robot] = await db
    .insert(robots)
    .values({ name: `Robot ${++sequence}`, macAddress: uniqueMac(), ...overrides })
    .returning();
  return robot!;
}
