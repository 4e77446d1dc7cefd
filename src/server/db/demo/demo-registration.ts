import type { AppDb } from '../client.ts';
import { consents } from '../schema.ts';

/** Demo coaches. Teams without one stay unregistered, so the registration form has work to do. */
const DEMO_COACHES = [
  { coachName: 'Morgan Ellis', coachEmail: 'morgan.ellis@example.org', coachPhone: '555-010-2001' },
  { coachName: 'Priya Raman', coachEmail: 'priya.raman@example.org', coachPhone: '555-010-2002' },
  { coachName: 'Diego Santos', coachEmail: 'diego.santos@example.org', coachPhone: '555-010-2003' },
  {
    coachName: 'Hannah Okafor',
    coachEmail: 'hannah.okafor@example.org',
    coachPhone: '555-010-2004',
  },
];

/**
 * Registers the first demo teams (a signed consent form each) so they can sign in with the team
 * codes printed at start-up and on the admin's team-code sheet. Returns the registered teams.
 */
export async function seedDemoRegistrations<T extends { id: number }>(
  db: AppDb,
  demoTeams: T[],
): Promise<T[]> {
  const registered = demoTeams.slice(0, DEMO_COACHES.length);
  if (registered.length === 0) return [];
  await db.insert(consents).values(
    registered.map((team, index) => {
      const coach = DEMO_COACHES[index]!;
      return {
        teamId: team.id,
        ...coach,
        locationTrackingConsent: true,
        behaviorAgreement: true,
        safeUseAgreement: true,
        damageAgreement: true,
        signature: coach.coachName,
      };
    }),
  );
  return registered;
}
