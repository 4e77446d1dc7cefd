import { afterAll, describe, expect, it } from 'vitest';
import { consentPayload } from '../test/factories-registration.ts';
import { buildTeam } from '../test/factories.ts';
import { matrixRows, seedMatrixWorld } from '../test-evidence/authorization-matrix.rows.ts';
import { CALLERS, type Caller } from '../test-evidence/authorization-matrix/callers.ts';
import { cookieFor } from '../test-evidence/authorization-matrix/world.ts';
import { createEvidenceApp } from '../test-evidence/evidence-app.ts';

/**
 * Finding: answers carrying personal or per-session data (the session itself, a coach's consent
 * form, messages) had no Cache-Control, so any cache on the way, or a shared phone's disk, could
 * keep them. Now every API answer says who may store it (decision 113): `no-store` unless it is a
 * hot read that is the same for a whole audience, which browsers revalidate every time
 * (`private, no-cache` with an ETag) and shared caches never keep.
 */

const t = await createEvidenceApp();
const w = await seedMatrixWorld(t);
const rows = matrixRows(t, w);
afterAll(() => t.close());

/** Hot reads that are the same for everyone who may see them, and which of them an admin's copy is not. */
const SHARED_READS: Record<string, { personalFor: Caller[] }> = {
  // Organisers and the check-in desk (a volunteer) see team codes: their copies are theirs.
  'GET /api/teams': { personalFor: ['admin', 'volunteer'] },
  'GET /api/teams/:id': { personalFor: ['admin', 'volunteer'] },
  'GET /api/robots': { personalFor: ['admin'] },
  'GET /api/timeslots': { personalFor: [] },
  'GET /api/settings/tournament': { personalFor: [] },
  'GET /api/streams': { personalFor: [] },
  // Public: the now/next screens (team names only) and the organisers' announcements (the
  // organisers' own list holds those still to come and whom each is for).
  'GET /api/display': { personalFor: [] },
  'GET /api/announcements': { personalFor: ['admin'] },
  // The match schedule and the blocked periods: the same for everyone.
  'GET /api/matches': { personalFor: [] },
  'GET /api/blocked-periods': { personalFor: [] },
};

async function cacheControl(
  caller: Caller,
  request: Awaited<ReturnType<(typeof rows)[0]['probes'][0]['request']>>,
) {
  const cookie = await cookieFor(t, w, caller);
  const response = await t.app.inject({
    ...request,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
}

describe('Cache-Control on every API answer', () => {
  it('is no-store, except on the shared hot reads, for every route and caller', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const row of rows) {
      for (const probe of row.probes) {
        if (probe.stream) continue;
        for (const caller of CALLERS) {
          const { status, cacheControl: header } = await cacheControl(
            caller,
            await probe.request(),
          );
          const shared = SHARED_READS[row.route];
          const expected =
            shared && status < 400 && !shared.personalFor.includes(caller)
              ? 'private, no-cache'
              : 'no-store';
          checked++;
          if (header !== expected)
            wrong.push(
              `${row.route} as ${caller} (${status}): ${header ?? 'none'}, expected ${expected}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
    // Every probe for every caller, one after another: about 20 s on two quiet cores.
  }, 120_000);

  it('is no-store on the session, consent and messages, as the issue names them', async () => {
    const team = await cookieFor(t, w, 'teamA');
    const fresh = await buildTeam(t.db);
    const answers = await Promise.all([
      t.app.inject({ url: '/api/auth/me', headers: { cookie: team! } }),
      t.app.inject({ url: `/api/teams/${w.teamA.id}/consent`, headers: { cookie: team! } }),
      t.app.inject({
        method: 'POST',
        url: `/api/teams/${fresh.id}/consent`,
        payload: consentPayload(fresh),
      }),
      t.app.inject({
        url: `/api/messages?senderTeamId=${w.teamA.id}&receiverTeamId=${w.teamC.id}`,
        headers: { cookie: team! },
      }),
      t.app.inject({
        url: `/api/messages?senderTeamId=${w.teamA.id}&receiverTeamId=${w.teamC.id}&before=999999`,
        headers: { cookie: team! },
      }),
      t.app.inject({ url: '/api/messages/unread', headers: { cookie: team! } }),
      t.app.inject({ url: '/api/interviews', headers: { cookie: team! } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 201, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(
      Array(answers.length).fill('no-store'),
    );
  });
});
