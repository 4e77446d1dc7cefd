import type { AppDb } from '../client.ts';
import { teams } from '../schema.ts';
import { randomCode } from '../../lib/crypto.ts';

/** The demo event's teams. The robot map colours teams by these words in their names. */
const DEMO_TEAMS = [
  { name: 'Engineering Eagles', description: 'Varsity team from Northside High' },
  { name: 'Design Dragons', description: 'Middle-school rookies' },
  { name: 'Product Pythons', description: 'Community robotics club' },
  { name: 'Marketing Mavericks', description: 'Second-year team' },
  { name: 'Gear Grinders', description: 'Homeschool co-op team' },
  { name: 'Circuit Breakers', description: 'Returning world qualifiers' },
];

export async function seedDemoTeams(db: AppDb) {
  return db
    .insert(teams)
    .values(DEMO_TEAMS.map((team) => ({ ...team, joinCode: randomCode(), isDemo: true })))
    .returning({ id: teams.id, name: teams.name, joinCode: teams.joinCode });
}
