import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAWING_DOC_TOO_LARGE,
  DRAWING_EDITORS_FULL,
  DRAWING_OTHER_TEAM,
  DRAWING_UPDATE_MALFORMED,
  DRAWING_VIEW_ONLY,
  MAX_BOARD_EDITORS,
} from '../../../shared/contract/drawings.ts';
import { addToDoc, fromBase64, sceneOfDoc, toBase64 } from '../../../shared/drawing/board-doc.ts';
import { canvasPoint } from '../../../shared/drawing/coordinates.ts';
import type { SceneElement } from '../../../shared/drawing/scene.ts';
import type { Envelope } from '../../../shared/events.ts';
import { eq } from 'drizzle-orm';
import { drawingUpdates } from '../../db/schema.ts';
import { buildDrawing, sampleScene } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';
import { COMPACT_AFTER_UPDATES } from './board-docs.service.ts';

let t: TestApp;
let admin: string;
let teamA: TestTeam;
let teamB: TestTeam;
let teamC: TestTeam;
let cookieA: string;
let cookieA2: string;
let cookieB: string;
let cookieC: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  [teamA, teamB, teamC] = [
    await buildRegisteredTeam(t.db),
    await buildRegisteredTeam(t.db),
    await buildRegisteredTeam(t.db),
  ];
  cookieA = await signInTeam(t.app, teamA);
  cookieA2 = await signInTeam(t.app, teamA);
  cookieB = await signInTeam(t.app, teamB);
  cookieC = await signInTeam(t.app, teamC);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const stroke = (x: number, colour = 'blue'): SceneElement => ({
  kind: 'pen',
  colour: colour as 'blue',
  width: 4,
  points: [canvasPoint(x, 10), canvasPoint(x + 10, 30)],
});

/** A phone's copy of a board: opened from the server, drawn on, its changes sent. */
async function openCopy(id: number, cookie: string) {
  const response = await call('GET', `/api/drawings/${id}/doc`, cookie);
  expect(response.statusCode).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(response.json().update)!);
  return doc;
}

async function draw(id: number, cookie: string, doc: Y.Doc, element: SceneElement) {
  const vector = Y.encodeStateVector(doc);
  addToDoc(doc, element, 'local');
  return call('POST', `/api/drawings/${id}/updates`, cookie, {
    update: toBase64(Y.encodeStateAsUpdate(doc, vector)),
  });
}

function events(type: Envelope['event']['type']) {
  const seen: Envelope[] = [];
  const stop = t.app.realtime.subscribe((envelope) => {
    if (envelope.event.type === type) seen.push(envelope);
  });
  return { seen, stop };
}

describe('a board edited by two phones at once', () => {
  it('makes a board saved before into a document on first open, and merges both phones’ strokes', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const one = await openCopy(board.id, cookieA);
    const two = await openCopy(board.id, cookieA2);
    expect(sceneOfDoc(one)).toEqual(sampleScene());

    const heard = events('drawing.updated');
    expect((await draw(board.id, cookieA, one, stroke(100))).statusCode).toBe(200);
    expect((await draw(board.id, cookieA2, two, stroke(200, 'green'))).statusCode).toBe(200);
    heard.stop();
    // Each change reaches the board's team, carrying the update itself.
    expect(heard.seen).toHaveLength(2);
    expect(heard.seen[0]).toMatchObject({
      event: { type: 'drawing.updated', drawingId: board.id, seq: 1 },
      audience: { teamIds: [teamA.id] },
    });
    for (const { event } of heard.seen)
      if (event.type === 'drawing.updated') Y.applyUpdate(one, fromBase64(event.update!)!);

    const merged = await openCopy(board.id, cookieA);
    expect(sceneOfDoc(merged).elements).toHaveLength(sampleScene().elements.length + 2);
    expect(sceneOfDoc(one)).toEqual(sceneOfDoc(merged));
    // The saved board is the merged document.
    const saved = await call('GET', `/api/drawings/${board.id}`, cookieA);
    expect(saved.json().scene).toEqual(sceneOfDoc(merged));
  });

  it('answers only what a copy lacks, given its state vector', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const one = await openCopy(board.id, cookieA);
    const two = await openCopy(board.id, cookieA2);
    await draw(board.id, cookieA, one, stroke(300));
    const response = await call(
      'GET',
      `/api/drawings/${board.id}/doc?stateVector=${encodeURIComponent(toBase64(Y.encodeStateVector(two)))}`,
      cookieA2,
    );
    expect(response.json()).toMatchObject({ seq: 1, canEdit: true });
    Y.applyUpdate(two, fromBase64(response.json().update)!);
    expect(sceneOfDoc(two)).toEqual(sceneOfDoc(one));
  });

  it('merges edits made offline on two phones once both reconnect', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const one = await openCopy(board.id, cookieA);
    const two = await openCopy(board.id, cookieA2);
    const [svOne, svTwo] = [Y.encodeStateVector(one), Y.encodeStateVector(two)];
    addToDoc(one, stroke(10), 'local');
    addToDoc(one, stroke(20), 'local');
    addToDoc(two, stroke(30), 'local');
    // Reconnecting: each sends what the server lacks, then fetches what it lacks.
    for (const [doc, vector, cookie] of [
      [one, svOne, cookieA],
      [two, svTwo, cookieA2],
    ] as const) {
      const sent = await call('POST', `/api/drawings/${board.id}/updates`, cookie, {
        update: toBase64(Y.encodeStateAsUpdate(doc, vector)),
      });
      expect(sent.statusCode).toBe(200);
    }
    for (const doc of [one, two]) {
      const missing = await call(
        'GET',
        `/api/drawings/${board.id}/doc?stateVector=${encodeURIComponent(toBase64(Y.encodeStateVector(doc)))}`,
        cookieA,
      );
      Y.applyUpdate(doc, fromBase64(missing.json().update)!);
    }
    expect(sceneOfDoc(one).elements).toHaveLength(sampleScene().elements.length + 3);
    expect(sceneOfDoc(one)).toEqual(sceneOfDoc(two));
  });

  it('takes an update as raw bytes too', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const doc = await openCopy(board.id, cookieA);
    const vector = Y.encodeStateVector(doc);
    addToDoc(doc, stroke(40), 'local');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/drawings/${board.id}/updates`,
      headers: { cookie: cookieA, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(Y.encodeStateAsUpdate(doc, vector)),
    });
    expect(response.statusCode).toBe(200);
    expect(sceneOfDoc(await openCopy(board.id, cookieA))).toEqual(sceneOfDoc(doc));
  });

  it('keeps the update log bounded by folding it into a snapshot', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const doc = await openCopy(board.id, cookieA);
    for (let i = 0; i < COMPACT_AFTER_UPDATES + 3; i++)
      expect((await draw(board.id, cookieA, doc, stroke(i * 5 + 1))).statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(drawingUpdates)
      .where(eq(drawingUpdates.drawingId, board.id));
    expect(stored.length).toBeLessThanOrEqual(3);
    const reopened = await openCopy(board.id, cookieA);
    expect(sceneOfDoc(reopened)).toEqual(sceneOfDoc(doc));
  });
});

describe('updates the server refuses', () => {
  it('refuses a malformed update with 400 and keeps the document as it was', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const before = sceneOfDoc(await openCopy(board.id, cookieA));
    for (const update of [
      toBase64(new Uint8Array([255, 255, 255, 1, 2, 3])),
      'not base64!',
      toBase64(new Uint8Array([1, 2])),
    ]) {
      const response = await call('POST', `/api/drawings/${board.id}/updates`, cookieA, { update });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(DRAWING_UPDATE_MALFORMED);
    }
    // Well-formed Yjs, but not a board: a foreign part, or an element the scene schema refuses.
    const foreign = new Y.Doc();
    foreign.getText('notes').insert(0, 'free text');
    const bad = new Y.Doc();
    bad.getArray('elements').push([{ kind: 'text', text: 'hello' }]);
    for (const doc of [foreign, bad]) {
      const response = await call('POST', `/api/drawings/${board.id}/updates`, cookieA, {
        update: toBase64(Y.encodeStateAsUpdate(doc)),
      });
      expect(response.statusCode).toBe(400);
    }
    expect(sceneOfDoc(await openCopy(board.id, cookieA))).toEqual(before);
    expect((await call('GET', `/api/drawings/${board.id}`, cookieA)).json().scene).toEqual(before);
  });

  it('refuses a document past 2 MB with 413', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const doc = await openCopy(board.id, cookieA);
    const vector = Y.encodeStateVector(doc);
    // Within the scene's point limits, but padded past 2 MB by colour strings the schema refuses later.
    doc
      .getArray('elements')
      .push([{ kind: 'pen', colour: 'x'.repeat(2_100_000), width: 3, points: [[1, 1]] }]);
    const response = await call('POST', `/api/drawings/${board.id}/updates`, cookieA, {
      update: toBase64(Y.encodeStateAsUpdate(doc, vector)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(DRAWING_DOC_TOO_LARGE);
  });

  it("refuses another team's board and a view-only share", async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const doc = await openCopy(board.id, cookieA);
    expect((await call('GET', `/api/drawings/${board.id}/doc`, cookieB)).json().message).toBe(
      DRAWING_OTHER_TEAM,
    );
    expect((await draw(board.id, cookieB, doc, stroke(1))).statusCode).toBe(403);
    await call('POST', `/api/drawings/${board.id}/shares`, cookieA, {
      teamId: teamB.id,
      canEdit: false,
    });
    expect((await call('GET', `/api/drawings/${board.id}/doc`, cookieB)).json()).toMatchObject({
      canEdit: false,
    });
    const refused = await draw(board.id, cookieB, doc, stroke(2));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DRAWING_VIEW_ONLY);
  });
});

describe('sharing a board with an alliance partner', () => {
  it('lets the partner find and edit it, live, until it is revoked', async () => {
    const board = await buildDrawing(t.db, teamA.id, { name: 'Our secret plan' });
    const changed = events('drawings.changed');
    const shared = await call('POST', `/api/drawings/${board.id}/shares`, cookieA, {
      teamId: teamB.id,
      canEdit: true,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual([
      expect.objectContaining({ teamId: teamB.id, teamName: teamB.name, canEdit: true }),
    ]);
    expect(changed.seen.map((e) => e.audience)).toContainEqual({ teamIds: [teamB.id] });

    const list = await call('GET', '/api/drawings/shared', cookieB);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: board.id, teamId: teamA.id, canEdit: true }),
    );
    // No free text crosses between teams: the partner never sees the owner's name for the board.
    expect(list.body).not.toContain('Our secret plan');
    const loaded = await call('GET', `/api/drawings/${board.id}`, cookieB);
    expect(loaded.json()).toMatchObject({ name: '', access: 'edit' });
    expect((await call('GET', '/api/drawings/shared', cookieC)).json()).toEqual([]);

    const updated = events('drawing.updated');
    const doc = await openCopy(board.id, cookieB);
    expect((await draw(board.id, cookieB, doc, stroke(500))).statusCode).toBe(200);
    expect(updated.seen[0]?.audience).toEqual({ teamIds: [teamA.id, teamB.id] });
    updated.stop();

    // Organisers see every shared board.
    expect((await call('GET', '/api/drawings/shared', admin)).json()).toContainEqual(
      expect.objectContaining({ id: board.id }),
    );

    expect(
      (await call('DELETE', `/api/drawings/${board.id}/shares/${teamB.id}`, cookieA)).statusCode,
    ).toBe(204);
    changed.stop();
    expect((await call('GET', '/api/drawings/shared', cookieB)).json()).not.toContainEqual(
      expect.objectContaining({ id: board.id }),
    );
    expect((await draw(board.id, cookieB, doc, stroke(600))).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/drawings/${board.id}/shares/${teamB.id}`, cookieA)).statusCode,
    ).toBe(404);
  });

  it('lets only the owner share, never with itself', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/shares`, cookieB, {
          teamId: teamB.id,
          canEdit: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/shares`, cookieA, {
          teamId: teamA.id,
          canEdit: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/shares`, cookieA, {
          teamId: 999_999,
          canEdit: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('presence', () => {
  it('shows who is on the board with their pointers, and holds at most 20 editors', async () => {
    const board = await buildDrawing(t.db, teamA.id);
    const heard = events('drawing.presence');
    const first = await call('POST', `/api/drawings/${board.id}/presence`, cookieA, {
      clientId: 1,
      pointer: { x: 10, y: 20 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().editors).toEqual([
      expect.objectContaining({ clientId: 1, teamId: teamA.id, pointer: { x: 10, y: 20 } }),
    ]);
    expect(heard.seen[0]).toMatchObject({
      event: { type: 'drawing.presence', drawingId: board.id },
      audience: { teamIds: [teamA.id] },
    });
    heard.stop();

    for (let clientId = 2; clientId <= MAX_BOARD_EDITORS; clientId++) {
      expect(
        (
          await call('POST', `/api/drawings/${board.id}/presence`, cookieA2, {
            clientId,
            pointer: null,
          })
        ).statusCode,
      ).toBe(200);
    }
    const full = await call('POST', `/api/drawings/${board.id}/presence`, cookieA2, {
      clientId: 99,
      pointer: null,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(DRAWING_EDITORS_FULL);
    // One already present moves on; one leaving makes room.
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/presence`, cookieA, {
          clientId: 1,
          pointer: { x: 30, y: 40 },
        })
      ).statusCode,
    ).toBe(200);
    await call('POST', `/api/drawings/${board.id}/presence`, cookieA, {
      clientId: 1,
      pointer: null,
      leave: true,
    });
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/presence`, cookieA2, {
          clientId: 99,
          pointer: null,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps another team's pointer off a board not shared with it", async () => {
    const board = await buildDrawing(t.db, teamA.id);
    expect(
      (
        await call('POST', `/api/drawings/${board.id}/presence`, cookieB, {
          clientId: 5,
          pointer: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});
