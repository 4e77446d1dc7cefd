/**
 * A registered demo team signed in as a phone signs in (`POST /api/auth/team-login` with its team
 * code, read from the team list by the administrator): its session cookie, for the page
 * measurements of `npm run lighthouse` and bench/client-weight.test.ts.
 */
import { BENCH_ADMIN } from './processes.ts';

/** The cookies a response set, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export async function teamSession(baseUrl: string): Promise<{ cookie: string; team: string }> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const admin = await post('/api/auth/login', BENCH_ADMIN);
  if (!admin.ok) throw new Error(`admin sign-in failed: ${admin.status}`);
  const teams = (await (
    await fetch(`${baseUrl}/api/teams`, { headers: { cookie: cookiesOf(admin) } })
  ).json()) as {
    id: number;
    name: string;
    isRegistered: boolean;
    joinCode?: string;
  }[];
  const team = teams.find((t) => t.isRegistered && t.joinCode);
  if (!team) throw new Error('the demo event has no registered team');
  const login = await post('/api/auth/team-login', { teamId: team.id, joinCode: team.joinCode });
  if (!login.ok) throw new Error(`team sign-in failed: ${login.status}`);
  return { cookie: cookiesOf(login), team: team.name };
}
