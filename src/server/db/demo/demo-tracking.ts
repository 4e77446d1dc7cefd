import type { AppDb } from '../client.ts';
import { robots } from '../schema.ts';

/** Where the demo robots stand: around the four areas of the venue and in the middle. */
const DEMO_ROBOTS = [
  { name: 'Talon', macAddress: 'D0:E0:00:00:00:01', x: 95, y: 110 },
  { name: 'Ember', macAddress: 'D0:E0:00:00:00:02', x: 405, y: 85 },
  { name: 'Coil', macAddress: 'D0:E0:00:00:00:03', x: 120, y: 315 },
  { name: 'Megaphone', macAddress: 'D0:E0:00:00:00:04', x: 385, y: 330 },
  { name: 'Gearbox', macAddress: 'D0:E0:00:00:00:05', x: 250, y: 205 },
  { name: 'Sparky', macAddress: 'D0:E0:00:00:00:06', x: 300, y: 135 },
];

/** One robot per demo team (in order), spread over the venue, and one spare robot with no team. */
export async function seedDemoRobots(db: AppDb, demoTeams: readonly { id: number }[]) {
  const rows = DEMO_ROBOTS.map((robot, index) => ({
    name: robot.name,
    macAddress: robot.macAddress,
    teamId: demoTeams[index]?.id ?? null,
    lastLocationX: robot.x,
    lastLocationY: robot.y,
  }));
  rows.push({
    name: 'Spare Utility Bot',
    macAddress: 'D0:E0:00:00:00:FF',
    teamId: null,
    lastLocationX: 250,
    lastLocationY: 30,
  });
  return db
    .insert(robots)
    .values(rows.map((row) => ({ ...row, isDemo: true })))
    .returning({ id: robots.id, name: robots.name, teamId: robots.teamId });
}
