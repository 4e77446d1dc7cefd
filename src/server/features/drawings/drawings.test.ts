import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAWING_CHANGED_ELSEWHERE,
  DRAWING_LIMIT_REACHED,
  DRAWING_NAME_REQUIRED,
  DRAWING_OTHER_TEAM,
  MAX_DRAWINGS_PER_TEAM,
} from '../../../shared/contract/drawings.ts';
import { TOO_MANY_POINTS } from '../../../shared/drawing/scene-schema.ts';
import type { ServerEvent } from '../../../shared/events.ts';
import { buildDrawing, sampleScene } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let teamA: TestTeam;
let teamB: TestTeam;
let cookieA: string;
let cookieB: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  teamA = await buildRegisteredTeam(t.db);
  teamB = await buildRegisteredTeam(t.db);
  cookieA = await signInTeam(t.app, teamA);
  cookieB = await signInTeam(t.app, teamB);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

function nextEvent(): Promise<{ event: ServerEvent; audience?: { teamIds: number[] } }> {
  return new Promise((resolve) => {
    const stop = t.app.realtime.subscribe((envelope) => {
      stop();
      resolve(envelope);
    });
  });
}

describe('saving and loading a board', () => {
  it('saves a board for the signed-in team, lists it and loads it back', async () => {
    const event = nextEvent();
    const created = await call('POST', '/api/drawings', cookieA, {
      name: ' Auton plan ',
      scene: sampleScene(),
    });
    expect(created.statusCode).toBe(201);
    const board = created.json();
    expect(board).toMatchObject({ teamId: teamA.id, name: 'Auton plan', scene: sampleScene() });
    expect(await event).toEqual({
      event: { type: 'drawings.changed', teamId: teamA.id },
      audience: { teamIds: [teamA.id] },
    });

    const list = await call('GET', '/api/drawings', cookieA);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: board.id,
        teamId: teamA.id,
        name: 'Auton plan',
        createdAt: board.createdAt,
        updatedAt: board.updatedAt,
      },
    ]);

    const loaded = await call('GET', `/api/drawings/${board.id}`, cookieA);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ ...board, access: 'owner' });
  });

  it('saves for the team of the session, whatever team the body names', async () => {
    const response = await call('POST', '/api/drawings', cookieA, {
      name: 'Sneaky',
      scene: sampleScene(),
      teamId: teamB.id,
    });
    expect(response.statusCode).toBe(403);
    const listB = await call('GET', '/api/drawings', cookieB);
    expect(listB.json().map((d: { name: string }) => d.name)).not.toContain('Sneaky');
  });

  it('needs a name and a valid scene', async () => {
    const noName = await call('POST', '/api/drawings', cookieA, {
      name: '  ',
      scene: sampleScene(),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(DRAWING_NAME_REQUIRED);

    const badScene = await call('POST', '/api/drawings', cookieA, {
      name: 'Broken',
      scene: {
        ...sampleScene(),
        elements: [{ kind: 'pen', colour: 'red', width: 99, points: [[1, 1]] }],
      },
    });
    expect(badScene.statusCode).toBe(400);
    expect(badScene.json().errors[0].field).toBe('scene.elements.0.width');

    const noScene = await call('POST', '/api/drawings', cookieA, { name: 'Empty' });
    expect(noScene.statusCode).toBe(400);
  });

  it('refuses scenes over the size limits: 400 over the point limit, 413 over the body limit', async () => {
    const long = {
      kind: 'pen',
      colour: 'red',
      width: 5,
      points: Array.from({ length: 5000 }, (_, i) => [i % 800, 1]),
    };
    const heavy = await call('POST', '/api/drawings', cookieA, {
      name: 'Heavy',
      scene: { ...sampleScene(), elements: Array(6).fill(long) },
    });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toBe(TOO_MANY_POINTS);

    const huge = await call('POST', '/api/drawings', cookieA, {
      name: 'Huge',
      scene: sampleScene(),
      padding: 'x'.repeat(1_100_000),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses visitors', async () => {
    expect((await call('GET', '/api/drawings', '')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/drawings', '', { name: 'x', scene: sampleScene() })).statusCode,
    ).toBe(401);
  });
});

describe("another team's boards", () => {
  it('are neither listed, loaded, changed nor deleted (403)', async () => {
    const board = await buildDrawing(t.db, teamB.id, { name: 'Secret plan' });
    expect(
      (await call('GET', '/api/drawings', cookieA)).json().map((d: { id: number }) => d.id),
    ).not.toContain(board.id);
    expect((await call('GET', `/api/drawings?teamId=${teamB.id}`, cookieA)).statusCode).toBe(403);

    const get = await call('GET', `/api/drawings/${board.id}`, cookieA);
    expect(get.statusCode).toBe(403);
    expect(get.json().message).toBe(DRAWING_OTHER_TEAM);
    expect(
      (await call('PUT', `/api/drawings/${board.id}`, cookieA, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/drawings/${board.id}`, cookieA)).statusCode).toBe(403);
    expect((await call('GET', `/api/drawings/${board.id}`, cookieB)).json().name).toBe(
      'Secret plan',
    );
  });

  it('answers 404 for a board that does not exist', async () => {
    expect((await call('GET', '/api/drawings/999999', cookieA)).statusCode).toBe(404);
    expect((await call('PUT', '/api/drawings/999999', cookieA, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/drawings/999999', cookieA)).statusCode).toBe(404);
  });
});

describe('updating and deleting', () => {
  it('renames and redraws a board, keeping what is not sent', async () => {
    const board = await buildDrawing(t.db, teamA.id, { name: 'Draft' });
    const renamed = await call('PUT', `/api/drawings/${board.id}`, cookieA, { name: 'Final' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Final', scene: sampleScene() });

    const redrawn = await call('PUT', `/api/drawings/${board.id}`, cookieA, {
      scene: sampleScene('green'),
    });
    expect(redrawn.json()).toMatchObject({ name: 'Final', scene: sampleScene('green') });
    expect(new Date(redrawn.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(renamed.json().updatedAt).getTime(),
    );

    expect((await call('PUT', `/api/drawings/${board.id}`, cookieA, {})).statusCode).toBe(400);
  });

  it('does not overwrite a save made on another device since (409)', async () => {
    const board = (
      await call('POST', '/api/drawings', cookieA, { name: 'Shared', scene: sampleScene() })
    ).json();
    const first = await call('PUT', `/api/drawings/${board.id}`, cookieA, {
      scene: sampleScene('blue'),
      expectedUpdatedAt: board.updatedAt,
    });
    expect(first.statusCode).toBe(200);

    const stale = await call('PUT', `/api/drawings/${board.id}`, cookieA, {
      scene: sampleScene('yellow'),
      expectedUpdatedAt: board.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DRAWING_CHANGED_ELSEWHERE);
    expect((await call('GET', `/api/drawings/${board.id}`, cookieA)).json().scene).toEqual(
      sampleScene('blue'),
    );

    const fresh = await call('PUT', `/api/drawings/${board.id}`, cookieA, {
      scene: sampleScene('yellow'),
      expectedUpdatedAt: first.json().updatedAt,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('deletes a board', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    expect((await call('DELETE', `/api/drawings/${board.id}`, cookieA)).statusCode).toBe(204);
    expect((await call('GET', `/api/drawings/${board.id}`, cookieA)).statusCode).toBe(404);
  });
});

describe('administrators', () => {
  it('see every team, or one team, and must name the team to save for', async () => {
    const all = (await call('GET', '/api/drawings', admin)).json() as { teamId: number }[];
    expect(new Set(all.map((d) => d.teamId))).toEqual(new Set([teamA.id, teamB.id]));
    const onlyB = (await call('GET', `/api/drawings?teamId=${teamB.id}`, admin)).json() as {
      teamId: number;
    }[];
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((d) => d.teamId === teamB.id)).toBe(true);

    expect(
      (await call('POST', '/api/drawings', admin, { name: 'For whom?', scene: sampleScene() }))
        .statusCode,
    ).toBe(400);
    const forB = await call('POST', '/api/drawings', admin, {
      name: 'Coach notes',
      scene: sampleScene(),
      teamId: teamB.id,
    });
    expect(forB.statusCode).toBe(201);
    expect(forB.json().teamId).toBe(teamB.id);
    expect(
      (
        await call('POST', '/api/drawings', admin, {
          name: 'Nobody',
          scene: sampleScene(),
          teamId: 999999,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the per-team limit', () => {
  it(`keeps at most ${MAX_DRAWINGS_PER_TEAM} boards per team`, async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    for (let i = 0; i < MAX_DRAWINGS_PER_TEAM; i++) await buildDrawing(t.db, team.id);
    const response = await call('POST', '/api/drawings', cookie, {
      name: 'One too many',
      scene: sampleScene(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DRAWING_LIMIT_REACHED);
  });
});
