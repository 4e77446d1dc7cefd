import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { addToDoc, clearDoc, docOfScene, fromBase64, sceneOfDoc, toBase64 } from './board-doc.ts';
import { canvasPoint } from './coordinates.ts';
import { emptyScene, placeLabel, type SceneElement } from './scene.ts';

const stroke = (x: number): SceneElement => ({
  kind: 'pen',
  colour: 'red',
  width: 5,
  points: [canvasPoint(x, 10), canvasPoint(x + 5, 20)],
});

function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe('a board as a shared document', () => {
  it('reads back the scene it was made from', () => {
    const scene = { ...emptyScene({ width: 400, height: 300 }), elements: [stroke(1), stroke(2)] };
    expect(sceneOfDoc(docOfScene(scene))).toEqual(scene);
  });

  it('keeps strokes drawn on two copies apart, in one order on both', () => {
    const a = docOfScene(emptyScene());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    addToDoc(a, stroke(1), 'local');
    addToDoc(b, stroke(2), 'local');
    sync(a, b);
    expect(sceneOfDoc(a).elements).toHaveLength(2);
    expect(sceneOfDoc(a)).toEqual(sceneOfDoc(b));
  });

  it('clears what a copy saw and keeps what was drawn elsewhere meanwhile', () => {
    const a = docOfScene({ ...emptyScene(), elements: [stroke(1)] });
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    clearDoc(a, 'local');
    addToDoc(b, stroke(2), 'local');
    sync(a, b);
    expect(sceneOfDoc(a).elements).toEqual([stroke(2)]);
  });

  it('undoes only its own changes', () => {
    const a = docOfScene(emptyScene());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const local = {};
    const undo = new Y.UndoManager(a.getArray('elements'), { trackedOrigins: new Set([local]) });
    addToDoc(a, stroke(1), local);
    addToDoc(b, stroke(2), 'local');
    sync(a, b);
    undo.undo();
    expect(sceneOfDoc(a).elements).toEqual([stroke(2)]);
  });

  it('carries a label to the other copy and undoes it like a stroke', () => {
    const a = docOfScene(emptyScene());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const local = {};
    const undo = new Y.UndoManager(a.getArray('elements'), { trackedOrigins: new Set([local]) });
    const label = placeLabel('blue', 'climb', canvasPoint(200, 150));
    addToDoc(a, label, local);
    sync(a, b);
    expect(sceneOfDoc(b).elements).toEqual([label]);
    undo.undo();
    sync(a, b);
    expect(sceneOfDoc(b).elements).toEqual([]);
  });

  it('carries bytes through base64 and refuses what is not base64', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64('***')).toBeNull();
  });
});
