import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { AppDb } from '../client.ts';
import { teams } from '../schema.ts';
import { seedDemoMessages } from './demo-messaging.ts';
import { seedDemoRegistrations } from './demo-registration.ts';
import { seedDemoSchedule } from './demo-schedule.ts';
import { seedDemoScheduling } from './demo-scheduling.ts';
import { seedDemoStreams } from './demo-streams.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoRobots } from './demo-tracking.ts';
import { transaction } from '../transactions.ts';

/**
 * Fills an empty database with a small demo event so a fresh `npm start` has something to
 * show. Features add their own demo data here, in dependency order.
 */
export async function seedDemoEvent(db: AppDb, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(teams);
  if ((existing?.value ?? 0) > 0) return false;

  await transaction(db, async (tx) => {
    const tdb = tx as unknown as AppDb;
    const demoTeams = await seedDemoTeams(tdb);
    await seedDemoRegistrations(tdb, demoTeams);
    const demoSlots = await seedDemoSchedule(tdb);
    await seedDemoScheduling(tdb, demoTeams, demoSlots);
    await seedDemoMessages(tdb, demoTeams);
    await seedDemoRobots(tdb, demoTeams);
    await seedDemoStreams(tdb);
    log.info(
      { teams: demoTeams.map((t) => `${t.name} (#${t.id}): ${t.joinCode}`) },
      'demo event created; team codes for signing in as a team',
    );
  });
  return true;
}
