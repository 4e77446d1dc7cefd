import type { EvidenceApp } from '../evidence-app.ts';
import { adminOnly, everyone } from './callers.ts';
import { get, post, probe, put, row, unique, type Row } from './probes.ts';
import { adminCookie, type World } from './world.ts';

/**
 * The match schedule, blocked periods and queue calls (src/shared/routes/matches.ts): organisers
 * and volunteers run the queue; anyone may read it (the displays).
 */
export function matchesRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  /**
   * A schedule of one match of team B on a field of its own (an import replaces the schedule),
   * made once per row: every caller of a row asks about the same match.
   */
  const fieldSchedules = new Map<string, Promise<{ field: string; label: string }>>();
  const fieldSchedule = (route: string) => {
    let made = fieldSchedules.get(route);
    if (!made) fieldSchedules.set(route, (made = importFieldSchedule()));
    return made;
  };
  const importFieldSchedule = async () => {
    const field = `Field ${unique()}`;
    const label = `Q${unique()}`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/matches/import',
      headers: { cookie: await adminCookie(t), 'content-type': 'text/csv' },
      payload: `match,start,field,team1\n${label},2030-05-01T09:00:00Z,${field},${w.teamB.name}\n`,
    });
    if (imported.statusCode !== 200)
      throw new Error(`importing a schedule failed: ${imported.body}`);
    return { field, label };
  };
  return [
    row('GET /api/matches', probe(get(`/api/matches?teamId=${A}`), everyone(200))),
    row(
      'POST /api/matches/import',
      probe(
        async () => ({
          method: 'POST' as const,
          url: '/api/matches/import',
          headers: { 'content-type': 'text/csv' },
          payload: `match,start,team1\nQ${unique()},2030-05-01T09:00:00Z,${w.teamB.name}\n`,
        }),
        adminOnly(200),
      ),
    ),
    row('GET /api/matches/clashes', probe(get('/api/matches/clashes'), adminOnly(200))),
    row(
      'POST /api/matches/clashes/notify',
      probe(post('/api/matches/clashes/notify'), adminOnly(200)),
    ),
    row('GET /api/blocked-periods', probe(get('/api/blocked-periods'), everyone(200))),
    row(
      'PUT /api/blocked-periods',
      probe(put('/api/blocked-periods', { periods: [] }), adminOnly(200)),
    ),
    row(
      'PUT /api/fields/:field/current',
      probe(async () => {
        const { field, label } = await fieldSchedule('PUT /api/fields/:field/current');
        return put(`/api/fields/${encodeURIComponent(field)}/current`, { match: label });
      }, [401, 403, 403, 200, 403, 403, 200]),
    ),
    row('GET /api/queue', probe(get('/api/queue'), everyone(200))),
    row(
      'PUT /api/queue/check-ins',
      probe(async () => {
        const { label } = await fieldSchedule('PUT /api/queue/check-ins');
        return put('/api/queue/check-ins', {
          match: label,
          teamId: w.teamB.id,
          status: 'checked-in',
        });
      }, [401, 403, 403, 200, 403, 403, 200]),
    ),
  ];
}
