import { describe, expect, it } from 'vitest';
import { canvasPoint } from './coordinates.ts';
import { BOARD_LABELS, NO_FREE_TEXT, UNKNOWN_LABEL } from './labels.ts';
import {
  addElement,
  emptyScene,
  rectangleBetween,
  SCENE_LIMITS,
  startStroke,
  extendStroke,
  placeLabel,
} from './scene.ts';
import {
  parseScene,
  sceneSchema,
  serializeScene,
  TOO_MANY_ELEMENTS,
  TOO_MANY_POINTS,
} from './scene-schema.ts';

function sampleScene() {
  let stroke = startStroke('pen', { colour: '#ff8800', width: 5 }, canvasPoint(10, 10));
  stroke = extendStroke(stroke, canvasPoint(200.5, 150.2));
  let scene = addElement(emptyScene(), stroke).scene;
  scene = addElement(
    scene,
    startStroke('eraser', { colour: 'black', width: 20 }, canvasPoint(100, 100)),
  ).scene;
  scene = addElement(
    scene,
    rectangleBetween({ colour: 'green', width: 2 }, canvasPoint(300, 300), canvasPoint(400, 350)),
  ).scene;
  return addElement(scene, placeLabel('#123456', 'our-robot', canvasPoint(40, 500))).scene;
}

describe('scene serialisation', () => {
  it('round-trips a scene with pen, eraser, rectangle and label elements', () => {
    const scene = sampleScene();
    const parsed = parseScene(serializeScene(scene));
    expect(parsed).toEqual({ ok: true, scene });
  });

  it('refuses malformed JSON and unknown element kinds with a message', () => {
    expect(parseScene('{not json')).toEqual({
      ok: false,
      message: 'The drawing is not valid JSON',
    });
    const unknown = { ...emptyScene(), elements: [{ kind: 'circle', points: [[1, 1]] }] };
    expect(parseScene(unknown).ok).toBe(false);
  });

  it('refuses bad colours, widths outside 1..30 and non-finite numbers', () => {
    const base = { kind: 'pen', colour: 'red', width: 5, points: [[1, 1]] };
    const withElement = (element: object) => ({ ...emptyScene(), elements: [element] });
    expect(sceneSchema.safeParse(withElement(base)).success).toBe(true);
    expect(
      sceneSchema.safeParse(withElement({ ...base, colour: 'url(javascript:1)' })).success,
    ).toBe(false);
    expect(sceneSchema.safeParse(withElement({ ...base, width: 31 })).success).toBe(false);
    expect(sceneSchema.safeParse(withElement({ ...base, width: 0 })).success).toBe(false);
    expect(sceneSchema.safeParse(withElement({ ...base, points: [[Number.NaN, 1]] })).success).toBe(
      false,
    );
    expect(sceneSchema.safeParse(withElement({ ...base, points: [] })).success).toBe(false);
  });

  it('keeps a label by its id and refuses an unknown id or any text', () => {
    const label = { kind: 'label', label: 'score-here', colour: 'green', at: [120, 80] };
    const withElement = (element: object) => ({ ...emptyScene(), elements: [element] });
    for (const id of BOARD_LABELS)
      expect(parseScene(withElement({ ...label, label: id })).ok).toBe(true);
    expect(parseScene(withElement({ ...label, label: 'call me' }))).toEqual({
      ok: false,
      message: UNKNOWN_LABEL,
    });
    expect(parseScene(withElement({ ...label, text: 'call me' }))).toEqual({
      ok: false,
      message: NO_FREE_TEXT,
    });
    expect(parseScene(withElement({ kind: 'text', text: 'call me', at: [1, 1] }))).toEqual({
      ok: false,
      message: NO_FREE_TEXT,
    });
  });

  it('refuses points outside the board', () => {
    const scene = {
      ...emptyScene(),
      elements: [{ kind: 'pen', colour: 'red', width: 5, points: [[801, 10]] }],
    };
    expect(parseScene(scene)).toEqual({ ok: false, message: 'A point lies outside the board' });
  });

  it('enforces the element and total-point limits', () => {
    const dot = { kind: 'pen', colour: 'red', width: 5, points: [[1, 1]] };
    const tooMany = {
      ...emptyScene(),
      elements: Array.from({ length: SCENE_LIMITS.maxElements + 1 }, () => dot),
    };
    expect(parseScene(tooMany)).toEqual({ ok: false, message: TOO_MANY_ELEMENTS });

    const long = {
      kind: 'pen',
      colour: 'red',
      width: 5,
      points: Array.from({ length: 5000 }, (_, i) => [i % 800, 1]),
    };
    const heavy = { ...emptyScene(), elements: Array.from({ length: 6 }, () => long) };
    expect(parseScene(heavy)).toEqual({ ok: false, message: TOO_MANY_POINTS });
  });

  it('keeps a board at the limits under the server body limit', () => {
    const long = {
      kind: 'pen',
      colour: '#abcdef',
      width: 30,
      points: Array.from({ length: 5000 }, () => [799.9, 599.9]),
    };
    const largest = { ...emptyScene(), elements: Array.from({ length: 5 }, () => long) };
    expect(parseScene(largest).ok).toBe(true);
    expect(JSON.stringify(largest).length).toBeLessThan(512 * 1024);
  });
});
