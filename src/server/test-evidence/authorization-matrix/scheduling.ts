import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import type { EvidenceApp } from '../evidence-app.ts';
import { adminOnly, everyone, ownerOrAdmin, teamsAndOrganisers } from './callers.ts';
import { del, futureIso, get, post, probe, put, row, secret, type Row } from './probes.ts';
import type { World } from './world.ts';

/** Scheduling (src/shared/routes/scheduling.ts): settings, timeslots, the display, interviews. */
export function schedulingRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const freshSlot = async () =>
    (await buildTimeslot(t.db, { startTime: new Date(futureIso()) })).id;
  const freshInterviewOfA = async () =>
    (await buildInterview(t.db, { teamId: A, timeslotId: await freshSlot() })).id;
  const interviewOfA = secret(w.interviewA.title, 'teamA', 'admin', 'judgeOwn');
  return [
    row('GET /api/settings/scheduling', probe(get('/api/settings/scheduling'), everyone(200))),
    row(
      'PUT /api/settings/scheduling',
      probe(put('/api/settings/scheduling', { maxActiveInterviewsPerTeam: 20 }), adminOnly(200)),
    ),
    row('GET /api/timeslots', probe(get('/api/timeslots'), everyone(200))),
    row(
      'POST /api/timeslots',
      probe(async () => post('/api/timeslots', { startTime: futureIso() }), adminOnly(201)),
    ),
    row(
      'POST /api/timeslots/generate',
      probe(
        post('/api/timeslots/generate', {
          date: '2031-03-04',
          startTime: '09:00',
          endTime: '10:00',
          slotMinutes: 30,
        }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/timeslots/:id',
      probe(async () => del(`/api/timeslots/${await freshSlot()}`), adminOnly(204)),
    ),
    row(
      'GET /api/timeslots/judges-schedule',
      probe(get('/api/timeslots/judges-schedule?date=2030-05-01'), adminOnly(200)),
    ),
    row(
      'DELETE /api/timeslots',
      probe(async () => {
        await buildTimeslot(t.db, { startTime: new Date('2032-02-03T10:00:00Z') });
        return del('/api/timeslots?date=2032-02-03&tzOffset=0');
      }, adminOnly(200)),
    ),
    row(
      'GET /api/display',
      probe(get('/api/display'), everyone(200), {
        // Only what a screen in the hall shows: no titles, no contact details, for anyone.
        secrets: [secret(w.interviewA.title), secret(w.coachEmailA)],
      }),
    ),
    row('GET /api/timeslots/export.csv', probe(get('/api/timeslots/export.csv'), adminOnly(200))),
    row(
      'GET /api/interviews',
      // A judge sees the interviews of their rooms only; a volunteer has no judging queue.
      probe(get('/api/interviews'), [401, 200, 200, 200, 200, 200, 403], {
        secrets: [interviewOfA],
      }),
      probe(get(`/api/interviews?teamId=${A}`), [401, 200, 403, 200, 200, 200, 403], {
        name: "naming team A's id",
        secrets: [interviewOfA],
      }),
    ),
    row(
      'POST /api/interviews',
      probe(
        async () =>
          post('/api/interviews', { title: 'Judging', timeslotId: await freshSlot(), teamId: A }),
        ownerOrAdmin(201),
        {
          name: 'for team A',
        },
      ),
      probe(
        async () => post('/api/interviews', { title: 'Judging', timeslotId: await freshSlot() }),
        teamsAndOrganisers([401, 201, 201, 400]),
        {
          name: 'naming no team: a team books for itself, an administrator must choose',
        },
      ),
    ),
    row(
      'DELETE /api/interviews/:id',
      probe(async () => del(`/api/interviews/${await freshInterviewOfA()}`), ownerOrAdmin(200)),
    ),
    row(
      'PUT /api/interviews/:id/progress',
      // A judge records progress in their own room only (403 in another).
      probe(
        put(`/api/interviews/${w.interviewA.id}/progress`, { progress: 'arrived' }),
        [401, 403, 403, 200, 200, 403, 403],
      ),
    ),
    row(
      'PUT /api/interviews/:id/timeslot',
      probe(
        async () =>
          put(`/api/interviews/${await freshInterviewOfA()}/timeslot`, {
            timeslotId: await freshSlot(),
          }),
        adminOnly(200),
      ),
    ),
    row(
      'GET /api/interviews/:id/calendar.ics',
      probe(get(`/api/interviews/${w.interviewA.id}/calendar.ics`), ownerOrAdmin(200), {
        secrets: [secret(w.interviewA.title, 'teamA', 'admin')],
      }),
    ),
  ];
}
