import type { AppDb } from '../db/client.ts';
import { consents, teams } from '../db/schema.ts';
import { randomCode } from '../lib/crypto.ts';

let sequence = 0;
const next = () => ++sequence;

export type TestTeam = { id: number; name: string; joinCode: string };

export async function buildTeam(
  db: AppDb,
  overrides: Partial<typeof teams.$inferInsert> = {},
): Promise<TestTeam> {
  const [team] = await db
    .insert(teams)
    .values({ name: `Team ${next()}-${randomCode(4)}`, joinCode: randomCode(), ...overrides })
    .returning({ id: teams.id, name: teams.name, joinCode: teams.joinCode });
  return team!;
}

/** A well-formed team code that is not this team's (nor, in practice, any team's). */
export function wrongCodeFor(team: Pick<TestTeam, 'joinCode'>): string {
  for (;;) {
    const code = randomCode();
    if (code !== team.joinCode) return code;
  }
}

export const validConsent = {
  coachName: 'Alex Coach',
  coachEmail: 'coach@example.org',
  coachPhone: '555-010-0199',
  locationTrackingConsent: true,
  behaviorAgreement: true,
  safeUseAgreement: true,
  damageAgreement: true,
  signature: 'Alex Coach',
};

/** A team whose coach has signed the consent form (so it can sign in with its code). */
export async function buildRegisteredTeam(
  db: AppDb,
  overrides: Partial<typeof teams.$inferInsert> = {},
  consent: Partial<typeof validConsent> = {},
): Promise<TestTeam> {
  const team = await buildTeam(db, overrides);
  await db.insert(consents).values({ teamId: team.id, ...validConsent, ...consent });
  return team;
}
