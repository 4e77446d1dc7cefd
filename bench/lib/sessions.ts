import { BENCH_ADMIN } from './processes.ts';
import { cookiesFrom, expectStatus, mapConcurrent, request } from './http.ts';
import type { SeededTeam } from './seed.ts';

/** A team's session cookie, obtained as a phone gets it: POST /api/auth/team-login. */
export async function signInTeams(
  baseUrl: string,
  teams: readonly SeededTeam[],
): Promise<Map<number, string>> {
  const cookies = await mapConcurrent(teams, 8, async (team) => {
    const response = await request(baseUrl, 'POST', '/api/auth/team-login', {
      body: { teamId: team.id, joinCode: team.joinCode },
    });
    expectStatus(response, 200, `team-login for team ${team.id}`);
    return cookiesFrom(response);
  });
  return new Map(teams.map((team, index) => [team.id, cookies[index]!]));
}

export async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await request(baseUrl, 'POST', '/api/auth/login', { body: BENCH_ADMIN });
  expectStatus(response, 200, 'admin login');
  return cookiesFrom(response);
}
