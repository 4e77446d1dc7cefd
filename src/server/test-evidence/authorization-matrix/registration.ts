import { buildTeam } from '../../test/factories.ts';
import { consentPayload } from '../../test/factories-registration.ts';
import type { EvidenceApp } from '../evidence-app.ts';
import { adminOnly, everyone } from './callers.ts';
import { get, post, probe, put, row, secret, unique, type Row } from './probes.ts';
import type { World } from './world.ts';

/**
 * Registration (src/shared/routes/registration.ts): team codes and coach contacts only for
 * administrators (and the team's own consent); the check-in desk is an organiser's or a
 * volunteer's.
 */
export function registrationRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  return [
    row(
      'GET /api/teams',
      probe(get('/api/teams'), everyone(200), {
        secrets: [secret(w.teamA.joinCode, 'admin', 'volunteer'), secret(w.coachEmailA, 'admin')],
      }),
    ),
    row(
      'GET /api/teams/:id',
      probe(get(`/api/teams/${A}`), everyone(200), {
        secrets: [secret(w.teamA.joinCode, 'admin', 'volunteer'), secret(w.coachEmailA, 'admin')],
      }),
    ),
    row(
      'POST /api/teams',
      probe(async () => post('/api/teams', { name: `Matrix Team ${unique()}` }), adminOnly(201)),
    ),
    row(
      'POST /api/teams/import',
      probe(
        async () => ({
          method: 'POST' as const,
          url: '/api/teams/import',
          headers: { 'content-type': 'text/csv' },
          payload: `name\nImported ${unique()}\n`,
        }),
        adminOnly(201),
      ),
    ),
    row(
      'PATCH /api/teams/:id',
      probe(async () => {
        const team = await buildTeam(t.db);
        return {
          method: 'PATCH' as const,
          url: `/api/teams/${team.id}`,
          payload: { number: null },
        };
      }, adminOnly(200)),
    ),
    row(
      'DELETE /api/teams/:id/sessions',
      probe(async () => {
        const team = await buildTeam(t.db);
        return { method: 'DELETE' as const, url: `/api/teams/${team.id}/sessions` };
      }, adminOnly(200)),
    ),
    row(
      'GET /api/teams/:id/consent',
      probe(get(`/api/teams/${A}/consent`), everyone(200), {
        secrets: [secret(w.coachEmailA, 'teamA', 'admin')],
      }),
    ),
    row(
      'POST /api/teams/:id/consent',
      // Whoever holds a team's code may register it: each caller registers a new team.
      probe(async () => {
        const team = await buildTeam(t.db);
        return post(`/api/teams/${team.id}/consent`, consentPayload(team));
      }, everyone(201)),
      probe(post(`/api/teams/${A}/consent`, consentPayload(w.teamA)), everyone(409), {
        name: 'of an already registered team',
      }),
    ),
    row('GET /api/settings/tournament', probe(get('/api/settings/tournament'), everyone(200))),
    row(
      'PUT /api/settings/tournament',
      probe(put('/api/settings/tournament', { tournamentDate: '2030-05-01' }), adminOnly(200)),
    ),
    row(
      'PUT /api/teams/:id/check-in',
      probe(
        put(`/api/teams/${A}/check-in`, { checkedIn: true }),
        [401, 403, 403, 200, 403, 403, 200],
      ),
    ),
  ];
}
