import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { buildTeam } from '../../test/factories.ts';
import { buildBlock } from '../../test/factories-messaging.ts';
import type { EvidenceApp } from '../evidence-app.ts';
import {
  adminOnly,
  everyone,
  ownerOrAdmin,
  signedInTeamOrOrganiser,
  teamsAndOrganisers,
} from './callers.ts';
import { del, get, post, probe, put, row, secret, type Row } from './probes.ts';
import type { World } from './world.ts';

/**
 * Messaging and blocks (src/shared/routes/messaging.ts): teams write as themselves;
 * administrators read for safeguarding, never write.
 */
export function messagingRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const C = w.teamC.id;
  return [
    row('GET /api/canned-messages', probe(get('/api/canned-messages'), everyone(200))),
    row(
      'GET /api/messages',
      probe(get(`/api/messages?senderTeamId=${A}&receiverTeamId=${C}`), ownerOrAdmin(200), {
        name: "team A's conversation with team C",
      }),
    ),
    row(
      'POST /api/messages',
      probe(
        post('/api/messages', { content: CANNED_MESSAGES[3]!.text, receiverTeamId: C }),
        teamsAndOrganisers([401, 201, 201, 403]),
      ),
      probe(
        post('/api/messages', {
          content: CANNED_MESSAGES[4]!.text,
          senderTeamId: A,
          receiverTeamId: C,
        }),
        teamsAndOrganisers([401, 201, 403, 403]),
        {
          name: 'claiming to be team A',
        },
      ),
    ),
    row(
      'PUT /api/messages/read',
      probe(
        put('/api/messages/read', { senderTeamId: C, receiverTeamId: A }),
        teamsAndOrganisers([401, 200, 403, 403]),
        { name: "team A's inbox" },
      ),
    ),
    row(
      'GET /api/messages/unread',
      probe(get('/api/messages/unread'), teamsAndOrganisers([401, 200, 200, 403])),
    ),
    row('GET /api/messages/log', probe(get('/api/messages/log'), adminOnly(200))),
    row(
      'GET /api/blocks',
      probe(get('/api/blocks'), signedInTeamOrOrganiser(200), {
        secrets: [secret(w.teamD.name, 'teamA', 'admin')],
      }),
    ),
    row(
      'POST /api/blocks',
      probe(
        async () => post('/api/blocks', { teamId: (await buildTeam(t.db)).id }),
        teamsAndOrganisers([401, 201, 201, 403]),
      ),
    ),
    row(
      'DELETE /api/blocks/:teamId',
      probe(
        async () => {
          const other = await buildTeam(t.db);
          await buildBlock(t.db, w.teamA, other);
          return del(`/api/blocks/${other.id}`);
        },
        teamsAndOrganisers([401, 204, 404, 403]),
        { name: 'a block team A set: only A lifts it' },
      ),
    ),
  ];
}
