import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDoc, fromBase64, sceneOfDoc, toBase64 } from '../../../shared/drawing/board-doc.ts';
import { canvasPoint } from '../../../shared/drawing/coordinates.ts';
import type { SceneElement } from '../../../shared/drawing/scene.ts';
import { buildDrawing } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import { appendUpdate } from './board-docs.repo.ts';

/**
 * An instance keeps the merged document of a board it changed (decision 310); a change another
 * instance stored meanwhile must never be lost behind that copy, nor a refused change kept in it.
 */

let t: TestApp;
let cookie: string;
let teamId: number;
beforeAll(async () => {
  t = await createTestApp();
  const team = await buildRegisteredTeam(t.db);
  teamId = team.id;
  cookie = await signInTeam(t.app, team);
});
afterAll(() => t.close());

const stroke = (x: number): SceneElement => ({
  kind: 'pen',
  colour: 'blue',
  width: 4,
  points: [canvasPoint(x, 10), canvasPoint(x + 10, 30)],
});

async function openCopy(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/drawings/${id}/doc`,
    headers: { cookie },
  });
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(response.json().update)!);
  return doc;
}

/** The change that adds `element` to the copy, as its bytes. */
function change(doc: Y.Doc, element: SceneElement | object): Uint8Array {
  const vector = Y.encodeStateVector(doc);
  addToDoc(doc, element as SceneElement, 'local');
  return Y.encodeStateAsUpdate(doc, vector);
}

const post = (id: number, update: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: `/api/drawings/${id}/updates`,
    headers: { cookie },
    payload: { update: toBase64(update) },
  });

const savedScene = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/drawings/${id}`, headers: { cookie } })).json()
    .scene;

describe("an instance's copy of a board's document", () => {
  it('is not used once another instance stored a change after it', async () => {
    const board = await buildDrawing(t.db, teamId);
    const phone = await openCopy(board.id);
    expect((await post(board.id, change(phone, stroke(100)))).json()).toEqual({ seq: 1 });

    // Another instance stores update 2 (its own copy, its own lock, the same database).
    const other = await openCopy(board.id);
    const fromOther = change(other, stroke(300));
    await appendUpdate(t.db, board.id, 2, fromOther, 0);

    Y.applyUpdate(phone, fromOther);
    expect((await post(board.id, change(phone, stroke(500)))).json()).toEqual({ seq: 3 });
    const scene = await savedScene(board.id);
    expect(scene.elements).toHaveLength(sceneOfDoc(phone).elements.length);
    expect(scene).toEqual(sceneOfDoc(phone));
  });

  it('keeps nothing of a change it refused', async () => {
    const board = await buildDrawing(t.db, teamId);
    const phone = await openCopy(board.id);
    const before = await savedScene(board.id);
    const bad = change(phone, { kind: 'pen', colour: 'blue', width: 4, points: [[9000, 9000]] });
    expect((await post(board.id, bad)).statusCode).toBe(400);

    const fresh = await openCopy(board.id);
    expect((await post(board.id, change(fresh, stroke(50)))).statusCode).toBe(200);
    const scene = await savedScene(board.id);
    expect(scene.elements).toEqual([...before.elements, stroke(50)]);
  });
});
