import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_MESSAGES } from '../../../shared/contract/help-requests-lists.ts';
import type { Envelope } from '../../../shared/events.ts';
import { buildStaff } from '../../test/factories-staff.ts';
import { sessionCookie } from '../../test-evidence/evidence-app.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

describe('help requests', () => {
  let t: TestApp;
  let admin: string;
  const heard: Envelope[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    t.app.realtime.subscribe((envelope) => void heard.push(envelope));
  });
  afterAll(() => t.close());

  const ask = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/help-requests',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const list = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/help-requests', headers: { cookie } });
  const answer = (cookie: string, id: number, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/help-requests/${id}`,
      headers: { cookie },
      payload: { status },
    });

  it('goes from sent to acknowledged to resolved, told live to the team and the organisers', async () => {
    const { team, cookie } = await signInNewTeam(t);
    heard.length = 0;
    const sent = await ask(cookie, { kind: 'first-aid', place: 'pits' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      teamId: team.id,
      teamName: team.name,
      kind: 'first-aid',
      place: 'pits',
      status: 'open',
      acknowledgedAt: null,
      resolvedAt: null,
    });
    const id = sent.json().id as number;
    expect(heard).toContainEqual({
      event: { type: 'help-requests.changed', teamId: team.id },
      audience: { teamIds: [team.id] },
    });

    const seen = await list(admin);
    expect(seen.json().find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'open',
      teamName: team.name,
    });

    const acknowledged = await answer(admin, id, 'acknowledged');
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      status: 'acknowledged',
      acknowledgedAt: expect.any(String),
      resolvedAt: null,
    });
    heard.length = 0;
    const resolved = await answer(admin, id, 'resolved');
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    expect(heard.map((e) => e.event.type)).toContain('help-requests.changed');

    expect((await list(cookie)).json()).toEqual([resolved.json()]);
    // Resolved stays resolved: asking again is answered unchanged, acknowledging it is a conflict.
    heard.length = 0;
    expect((await answer(admin, id, 'resolved')).json().status).toBe('resolved');
    expect(heard).toEqual([]);
    const back = await answer(admin, id, 'acknowledged');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(HELP_MESSAGES.alreadyResolved);
  });

  it('lets a team see only its own requests; a volunteer sees every team’s, a judge none', async () => {
    const a = await signInNewTeam(t);
    const b = await signInNewTeam(t);
    const mine = (await ask(a.cookie, { kind: 'lost-item', place: 'other' })).json();
    expect((await list(b.cookie)).json().map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect((await list(a.cookie)).json().map((r: { id: number }) => r.id)).toEqual([mine.id]);
    const volunteer = await sessionCookie(t.db, {
      adminId: (await buildStaff(t.db, { role: 'volunteer' })).id,
    });
    expect((await list(volunteer)).json().map((r: { id: number }) => r.id)).toContain(mine.id);
    expect((await answer(volunteer, mine.id, 'resolved')).statusCode).toBe(403);
    const judge = await sessionCookie(t.db, {
      adminId: (await buildStaff(t.db, { role: 'judge' })).id,
    });
    expect((await list(judge)).statusCode).toBe(403);
    expect((await answer(a.cookie, mine.id, 'resolved')).statusCode).toBe(403);
    expect((await ask(admin, { kind: 'other', place: 'other' })).statusCode).toBe(403);
    expect((await ask(undefined, { kind: 'other', place: 'other' })).statusCode).toBe(401);
  });

  it('refuses an unknown kind, place or status with clear wording, and an unknown request with 404', async () => {
    const { cookie } = await signInNewTeam(t);
    const cases: Array<[unknown, string, string]> = [
      [{ kind: 'pizza', place: 'pits' }, 'kind', HELP_MESSAGES.kindUnknown],
      [{ place: 'pits' }, 'kind', HELP_MESSAGES.kindUnknown],
      [{ kind: 'other', place: 'car park' }, 'place', HELP_MESSAGES.placeUnknown],
      [{ kind: 'other' }, 'place', HELP_MESSAGES.placeUnknown],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ask(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(HELP_MESSAGES.kindUnknown).toBe(
      'Choose what the help is for: inspection, robot-or-field, scheduling, first-aid, lost-item, other',
    );
    const id = (await ask(cookie, { kind: 'scheduling', place: 'judging-area' })).json().id;
    const wrong = await answer(admin, id, 'open');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: 'status',
      message: HELP_MESSAGES.statusUnknown,
    });
    expect((await answer(admin, 2_000_000, 'resolved')).statusCode).toBe(404);
  });

  it('allows at most 3 unresolved requests a team, even sent at once; a resolved one makes room', async () => {
    const { cookie } = await signInNewTeam(t);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => ask(cookie, { kind: 'inspection', place: 'field' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(HELP_MESSAGES.tooMany);
    const first = answers.find((r) => r.statusCode === 201)!.json().id;
    await answer(admin, first, 'acknowledged');
    expect((await ask(cookie, { kind: 'inspection', place: 'field' })).statusCode).toBe(409);
    await answer(admin, first, 'resolved');
    expect((await ask(cookie, { kind: 'inspection', place: 'field' })).statusCode).toBe(201);
  });
});
