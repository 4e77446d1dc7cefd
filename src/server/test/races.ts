import { describe, inject } from 'vitest';

/**
 * The outer block of a race test file (`*.race.test.ts`, run by the `races` project on
 * PostgreSQL, decision 141). Without a PostgreSQL server it is skipped, its title saying why;
 * in CI (`CI=true`) the run fails instead (global-setup.ts).
 */
export function describeRaces(title: string, body: () => void) {
  const skipped = inject('racesSkipped');
  if (skipped) describe.skip(`${title} (skipped: ${skipped})`, body);
  else describe(title, body);
}
