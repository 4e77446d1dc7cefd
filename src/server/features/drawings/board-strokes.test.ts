import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_VIEW_ONLY } from '../../../shared/contract/drawings.ts';
import type { Envelope } from '../../../shared/events.ts';
import { buildDrawing } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: TestTeam;
let editor: TestTeam;
let viewer: TestTeam;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer] = [
    await buildRegisteredTeam(t.db),
    await buildRegisteredTeam(t.db),
    await buildRegisteredTeam(t.db),
  ];
  for (const [name, team] of Object.entries({ owner, editor, viewer }))
    cookies[name] = await signInTeam(t.app, team);
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[who]! }, payload });

const pen = {
  kind: 'pen',
  colour: 'red',
  width: 4,
  points: [
    [10, 10],
    [20, 15],
  ],
};

async function sharedBoard() {
  const board = await buildDrawing(t.db, owner.id);
  for (const [team, canEdit] of [
    [editor, true],
    [viewer, false],
  ] as const)
    expect(
      (await post('owner', `/api/drawings/${board.id}/shares`, { teamId: team.id, canEdit }))
        .statusCode,
    ).toBe(200);
  return board;
}

describe('a stroke being drawn', () => {
  it('is relayed to the board’s teams as it is drawn, and stored nowhere', async () => {
    const board = await sharedBoard();
    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => {
      if (envelope.event.type === 'drawing.stroke') heard.push(envelope);
    });
    const response = await post('editor', `/api/drawings/${board.id}/presence`, {
      clientId: 41,
      pointer: { x: 20, y: 15 },
      stroke: { from: 3, part: pen },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await expect.poll(() => heard.length).toBe(1);
    stop();
    expect(heard[0]!.event).toEqual({
      type: 'drawing.stroke',
      drawingId: board.id,
      clientId: 41,
      stroke: { from: 3, part: pen },
    });
    expect(heard[0]!.audience?.teamIds?.sort()).toEqual([owner.id, editor.id, viewer.id].sort());
    // Not a presence report: the drawer has not joined, and the board is as it was.
    const present = await post('owner', `/api/drawings/${board.id}/presence`, {
      clientId: 7,
      pointer: null,
    });
    expect(present.json().editors.map((e: { clientId: number }) => e.clientId)).toEqual([7]);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/drawings/${board.id}`,
      headers: { cookie: cookies.owner! },
    });
    expect(doc.json().scene).toEqual(board.scene);
  });

  it('is refused from a team that may only view, and when it is not ink', async () => {
    const board = await sharedBoard();
    const url = `/api/drawings/${board.id}/presence`;
    const body = (part: object) => ({ clientId: 5, pointer: null, stroke: { from: 0, part } });
    const viewOnly = await post('viewer', url, body(pen));
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().message).toBe(DRAWING_VIEW_ONLY);
    for (const part of [
      { kind: 'label', label: 'climb', colour: 'red', at: [1, 1] },
      { kind: 'text', text: 'meet behind the stands' },
      { ...pen, points: Array.from({ length: 201 }, () => [1, 1]) },
    ])
      expect((await post('editor', url, body(part))).statusCode).toBe(400);
  });
});
