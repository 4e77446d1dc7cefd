import { buildAnnouncement, browserSubscription } from '../../test/factories-push.ts';
import { buildHelpRequest } from '../../test/factories-help.ts';
import { buildStream } from '../../test/factories-streams.ts';
import { uniqueMac } from '../../test/factories-tracking.ts';
import { MATRIX_PUSH_HOST, type EvidenceApp } from '../evidence-app.ts';
import { adminOnly, everyone, ownerOrAdmin, signedIn, signedInTeamOrOrganiser } from './callers.ts';
import {
  del,
  get,
  nextNumber,
  patch,
  post,
  probe,
  put,
  row,
  secret,
  unique,
  type Row,
} from './probes.ts';
import type { World } from './world.ts';

/**
 * The live parts of the event (src/shared/routes/live.ts): health, the event stream, robots,
 * streams, Web Push, announcements and help requests.
 */
export function liveRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const C = w.teamC.id;
  return [
    row('GET /api/health', probe(get('/api/health'), everyone(200))),
    // Visitors hear only the events meant for everyone (decision 152): the now/next screens.
    row('GET /api/events', probe(get('/api/events'), everyone(200), { stream: true })),
    // Tracking: robots of teams without location consent are hidden from other teams.
    row(
      'GET /api/robots',
      probe(get('/api/robots'), signedInTeamOrOrganiser(200), {
        secrets: [secret(w.hiddenRobotC.name, 'admin')],
      }),
    ),
    row(
      'POST /api/robots',
      probe(
        async () => post('/api/robots', { name: `Matrix ${unique()}`, macAddress: uniqueMac() }),
        adminOnly(201),
      ),
    ),
    row(
      'PUT /api/robots/:id/location',
      probe(put(`/api/robots/${w.robotA.id}/location`, { x: 10, y: 20 }), ownerOrAdmin(200)),
    ),

    // Streams.
    row('GET /api/streams', probe(get('/api/streams'), signedInTeamOrOrganiser(200))),
    row(
      'POST /api/streams',
      probe(
        async () =>
          post('/api/streams', {
            youtubeUrl: `https://www.youtube.com/watch?v=mx${String(nextNumber()).padStart(9, '0')}`,
            title: 'Field 9',
          }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/streams/:id',
      probe(async () => del(`/api/streams/${(await buildStream(t.db)).id}`), adminOnly(204)),
    ),

    // Web Push and announcements.
    row('GET /api/push/public-key', probe(get('/api/push/public-key'), everyone(200))),
    row(
      'POST /api/push/subscriptions',
      probe(
        async () =>
          post(
            '/api/push/subscriptions',
            browserSubscription(`http://${MATRIX_PUSH_HOST}/matrix-${unique()}`),
          ),
        signedIn(201),
      ),
    ),
    row(
      'DELETE /api/push/subscriptions',
      probe(
        del('/api/push/subscriptions', { endpoint: `http://${MATRIX_PUSH_HOST}/never-subscribed` }),
        signedIn(404),
        {
          name: 'an endpoint nobody subscribed',
        },
      ),
    ),
    row('GET /api/announcements', probe(get('/api/announcements'), everyone(200))),
    row(
      'POST /api/announcements',
      probe(
        post('/api/announcements', { title: 'Matrix', body: 'Announcement from the matrix' }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/announcements/:id',
      probe(
        async () => del(`/api/announcements/${(await buildAnnouncement(t.db)).id}`),
        adminOnly(204),
      ),
    ),

    // Help from the organisers: a team asks for itself and sees its own; organisers and
    // volunteers see every team's; organisers answer.
    row(
      'GET /api/help-requests',
      probe(
        async () => {
          // Resolved: team A's open requests stay under the limit for the POST row.
          await buildHelpRequest(t.db, A, { status: 'resolved' });
          return get('/api/help-requests');
        },
        [401, 200, 200, 200, 403, 403, 200],
        { secrets: [secret(w.teamA.name, 'teamA', 'admin', 'volunteer')] },
      ),
    ),
    row(
      'POST /api/help-requests',
      probe(
        post('/api/help-requests', { kind: 'other', place: 'pits' }),
        [401, 201, 201, 403, 403, 403, 403],
      ),
    ),
    row(
      'PATCH /api/help-requests/:id',
      probe(
        async () =>
          patch(`/api/help-requests/${(await buildHelpRequest(t.db, C)).id}`, {
            status: 'acknowledged',
          }),
        adminOnly(200),
      ),
    ),
  ];
}
