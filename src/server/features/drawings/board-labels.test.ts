import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDoc, fromBase64, sceneOfDoc, toBase64 } from '../../../shared/drawing/board-doc.ts';
import { canvasPoint } from '../../../shared/drawing/coordinates.ts';
import { NO_FREE_TEXT, UNKNOWN_LABEL } from '../../../shared/drawing/labels.ts';
import { emptyScene, placeLabel } from '../../../shared/drawing/scene.ts';
import { buildDrawing } from '../../test/factories-drawings.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let team: TestTeam;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildRegisteredTeam(t.db);
  cookie = await signInTeam(t.app, team);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const climb = placeLabel('blue', 'climb', canvasPoint(200, 150));
/** A label as a client might forge it: an id off the list, or typed text beside a real one. */
const forged = [
  { element: { ...climb, label: 'meet behind the stands' }, message: UNKNOWN_LABEL },
  { element: { ...climb, text: 'meet behind the stands' }, message: NO_FREE_TEXT },
  { element: { kind: 'text', text: 'meet behind the stands', at: [1, 1] }, message: NO_FREE_TEXT },
];

/** The first refusal's words, wherever the error handler puts them. */
const refusal = (body: { message: string; errors?: Array<{ message: string }> }) =>
  [body.message, ...(body.errors ?? []).map((error) => error.message)].join(' | ');

describe('labels on a saved board', () => {
  it('saves and loads a label by its id', async () => {
    const scene = { ...emptyScene(), elements: [climb] };
    const created = await call('POST', '/api/drawings', { name: 'Endgame', scene });
    expect(created.statusCode).toBe(201);
    const loaded = await call('GET', `/api/drawings/${created.json().id}`);
    expect(loaded.json().scene).toEqual(scene);
  });

  it.each(forged)(
    'refuses $message with 400, on create and on save',
    async ({ element, message }) => {
      const scene = { ...emptyScene(), elements: [element] };
      const created = await call('POST', '/api/drawings', { name: 'Forged', scene });
      expect(created.statusCode).toBe(400);
      expect(refusal(created.json())).toContain(message);

      const board = await buildDrawing(t.db, team.id);
      const saved = await call('PUT', `/api/drawings/${board.id}`, { scene });
      expect(saved.statusCode).toBe(400);
      expect(refusal(saved.json())).toContain(message);
      expect((await call('GET', `/api/drawings/${board.id}`)).json().scene).toEqual(board.scene);
    },
  );
});

describe('labels on a co-edited board', () => {
  async function openCopy(id: number) {
    const response = await call('GET', `/api/drawings/${id}/doc`);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, fromBase64(response.json().update)!);
    return doc;
  }

  /** What a copy sends after adding `element` (the client's own path, no checks on the way). */
  function changeOf(doc: Y.Doc, element: unknown) {
    const vector = Y.encodeStateVector(doc);
    addToDoc(doc, element as typeof climb, 'local');
    return toBase64(Y.encodeStateAsUpdate(doc, vector));
  }

  it('takes a label through the document like a stroke', async () => {
    const board = await buildDrawing(t.db, team.id);
    const doc = await openCopy(board.id);
    const update = changeOf(doc, climb);
    const response = await call('POST', `/api/drawings/${board.id}/updates`, { update });
    expect(response.statusCode).toBe(200);
    expect(sceneOfDoc(await openCopy(board.id)).elements.at(-1)).toEqual(climb);
  });

  it.each(forged)(
    'refuses $message with 400 and keeps the document',
    async ({ element, message }) => {
      const board = await buildDrawing(t.db, team.id);
      const before = sceneOfDoc(await openCopy(board.id));
      const update = changeOf(await openCopy(board.id), element);
      const response = await call('POST', `/api/drawings/${board.id}/updates`, { update });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(sceneOfDoc(await openCopy(board.id))).toEqual(before);
      // The document still takes good changes after the refusal.
      const good = changeOf(await openCopy(board.id), climb);
      expect(
        (await call('POST', `/api/drawings/${board.id}/updates`, { update: good })).statusCode,
      ).toBe(200);
    },
  );
});
