import { drawingShares } from '../../db/schema.ts';
import { buildDrawing, sampleScene, strokeUpdate } from '../../test/factories-drawings.ts';
import type { EvidenceApp } from '../evidence-app.ts';
import { ownerOrAdmin, signedInTeamOrOrganiser } from './callers.ts';
import { del, get, post, probe, put, row, secret, type Row } from './probes.ts';
import type { World } from './world.ts';

/** Drawing boards (src/shared/routes/drawings.ts): a team's own, and its organisers'. */
export function drawingsRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const C = w.teamC.id;
  const drawingOfA = secret(w.drawingA.name, 'teamA', 'admin');
  let presenceClient = 0;
  return [
    row(
      'GET /api/drawings',
      probe(get('/api/drawings'), signedInTeamOrOrganiser(200), { secrets: [drawingOfA] }),
      probe(get(`/api/drawings?teamId=${A}`), ownerOrAdmin(200), {
        name: "naming team A's id",
        secrets: [drawingOfA],
      }),
    ),
    row(
      'GET /api/drawings/:id',
      probe(get(`/api/drawings/${w.drawingA.id}`), ownerOrAdmin(200), { secrets: [drawingOfA] }),
    ),
    row(
      'POST /api/drawings',
      probe(
        post('/api/drawings', { name: 'Plan', scene: sampleScene(), teamId: A }),
        ownerOrAdmin(201),
        { name: 'for team A' },
      ),
    ),
    row(
      'PUT /api/drawings/:id',
      probe(
        put(`/api/drawings/${w.drawingA.id}`, { scene: sampleScene('blue') }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'DELETE /api/drawings/:id',
      probe(
        async () => del(`/api/drawings/${(await buildDrawing(t.db, A)).id}`),
        ownerOrAdmin(204),
      ),
    ),
    // Co-editing a board (decision 290): its team and organisers; a partner only once shared.
    row(
      'GET /api/drawings/shared',
      probe(get('/api/drawings/shared'), signedInTeamOrOrganiser(200)),
    ),
    row(
      'GET /api/drawings/:id/doc',
      probe(get(`/api/drawings/${w.drawingA.id}/doc`), ownerOrAdmin(200)),
    ),
    row(
      'POST /api/drawings/:id/updates',
      probe(
        async () => post(`/api/drawings/${w.drawingA.id}/updates`, { update: strokeUpdate() }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'POST /api/drawings/:id/presence',
      probe(
        async () =>
          post(`/api/drawings/${w.drawingA.id}/presence`, {
            clientId: ++presenceClient,
            pointer: null,
          }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'GET /api/drawings/:id/shares',
      probe(get(`/api/drawings/${w.drawingA.id}/shares`), ownerOrAdmin(200)),
    ),
    row(
      'POST /api/drawings/:id/shares',
      probe(
        post(`/api/drawings/${w.drawingA.id}/shares`, { teamId: C, canEdit: false }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'DELETE /api/drawings/:id/shares/:teamId',
      probe(async () => {
        const drawing = await buildDrawing(t.db, A);
        await t.db
          .insert(drawingShares)
          .values({ drawingId: drawing.id, teamId: C, canEdit: true });
        return del(`/api/drawings/${drawing.id}/shares/${C}`);
      }, ownerOrAdmin(204)),
    ),
  ];
}
