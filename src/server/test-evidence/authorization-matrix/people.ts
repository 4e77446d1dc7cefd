import { TEST_ADMIN } from '../../test/test-app.ts';
import type { EvidenceApp } from '../evidence-app.ts';
import { adminOnly, everyone, signedIn } from './callers.ts';
import { del, get, lastNumber, nextNumber, post, probe, row, unique, type Row } from './probes.ts';
import { adminCookie, type World } from './world.ts';

/**
 * People (src/shared/routes/people.ts): signing in, which is public by nature; staff, the activity
 * log, the event and backups, which organisers manage; an invite is accepted by whoever holds
 * its link.
 */
export function peopleRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const freshInvite = async () => {
    const response = await t.app.inject({
      ...post('/api/staff', { name: `Matrix person ${unique()}`, role: 'volunteer' }),
      headers: { cookie: await adminCookie(t) },
    });
    if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
    return response.json() as { person: { id: number }; invite: { token: string } };
  };
  return [
    row('POST /api/auth/login', probe(post('/api/auth/login', TEST_ADMIN), everyone(200))),
    row(
      'POST /api/auth/team-login',
      probe(post('/api/auth/team-login', { teamId: A, joinCode: w.teamA.joinCode }), everyone(200)),
      probe(
        post('/api/auth/team-login', { teamId: A, joinCode: 'WXYZ-2345-ABCD' }),
        everyone(401),
        {
          name: 'with a wrong code',
        },
      ),
    ),
    row('POST /api/auth/logout', probe(post('/api/auth/logout'), everyone(204))),
    row('GET /api/auth/me', probe(get('/api/auth/me'), signedIn(200))),
    row('GET /api/admin/backup', probe(get('/api/admin/backup'), adminOnly(200))),
    row('GET /api/staff', probe(get('/api/staff'), adminOnly(200))),
    row('GET /api/audit', probe(get('/api/audit'), adminOnly(200))),
    row('GET /api/event/demo', probe(get('/api/event/demo'), adminOnly(200))),
    row('GET /api/event/setup', probe(get('/api/event/setup'), adminOnly(200))),
    // The matrix's world holds no demo rows: clearing removes nothing, and is an organiser's alone.
    row('POST /api/event/clear-demo', probe(post('/api/event/clear-demo'), adminOnly(200))),
    row('GET /api/audit/export.csv', probe(get('/api/audit/export.csv'), adminOnly(200))),
    row(
      'POST /api/staff',
      probe(
        async () =>
          post('/api/staff', {
            name: `Matrix judge ${unique()}`,
            role: 'judge',
            rooms: ['Room 7'],
          }),
        adminOnly(201),
      ),
    ),
    row(
      'PATCH /api/staff/:id',
      probe(
        async () => ({
          method: 'PATCH' as const,
          url: `/api/staff/${(await freshInvite()).person.id}`,
          payload: { role: 'organiser' },
        }),
        adminOnly(200),
      ),
    ),
    row(
      'DELETE /api/staff/:id',
      probe(async () => del(`/api/staff/${(await freshInvite()).person.id}`), adminOnly(204)),
    ),
    row(
      'POST /api/staff/invites/accept',
      // Each caller accepts a fresh invite, from an address of its own (a few a minute per address).
      probe(
        async () => ({
          ...post('/api/staff/invites/accept', {
            token: (await freshInvite()).invite.token,
            username: `matrix-${unique()}`.toLowerCase(),
            password: 'matrix-lantern-lift-9',
          }),
          remoteAddress: `10.9.${lastNumber() % 250}.${(lastNumber() * 7) % 250}`,
        }),
        everyone(200),
      ),
      probe(
        async () => ({
          ...post('/api/staff/invites/accept', {
            token: 'a-token-nobody-issued',
            username: 'nobody-here',
            password: 'matrix-lantern-lift-9',
          }),
          remoteAddress: `10.8.${nextNumber() % 250}.1`,
        }),
        everyone(410),
        { name: 'with a token nobody issued' },
      ),
    ),
  ];
}
