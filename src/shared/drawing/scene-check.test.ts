import { describe, expect, it } from 'vitest';
import { emptyScene, SCENE_LIMITS } from './scene.ts';
import { checkScene } from './scene-check.ts';
import { NO_FREE_TEXT, UNKNOWN_LABEL } from './labels.ts';
import { parseScene } from './scene-schema.ts';

const pen = { kind: 'pen', colour: 'red', width: 5, points: [[1, 1]] };
const label = { kind: 'label', label: 'climb', colour: 'blue', at: [400, 300] };
const withElement = (element: object) => ({ ...emptyScene(), elements: [element] });

/** Scenes the two statements of the rules must judge alike. */
const cases: Array<[string, unknown]> = [
  ['an empty board', emptyScene()],
  [
    'a pen, an eraser and a rectangle',
    {
      ...emptyScene(),
      elements: [
        pen,
        { kind: 'eraser', width: 20, points: [[5, 5]] },
        { kind: 'rectangle', colour: '#abcdef', width: 2, from: [1, 1], to: [50, 60] },
      ],
    },
  ],
  ['a palette colour by name', withElement({ ...pen, colour: 'yellow' })],
  ['a colour that is neither', withElement({ ...pen, colour: 'url(javascript:1)' })],
  ['a short hex colour', withElement({ ...pen, colour: '#abc' })],
  ['a width of 31', withElement({ ...pen, width: 31 })],
  ['a width of 0', withElement({ ...pen, width: 0 })],
  ['a fractional width', withElement({ ...pen, width: 2.5 })],
  ['a NaN coordinate', withElement({ ...pen, points: [[Number.NaN, 1]] })],
  ['a negative coordinate', withElement({ ...pen, points: [[-1, 1]] })],
  ['no points', withElement({ ...pen, points: [] })],
  ['a point of three numbers', withElement({ ...pen, points: [[1, 2, 3]] })],
  ['a point outside the board', withElement({ ...pen, points: [[801, 10]] })],
  [
    'a rectangle corner outside the board',
    withElement({ kind: 'rectangle', colour: 'red', width: 2, from: [1, 1], to: [10, 601] }),
  ],
  ['an unknown kind', withElement({ kind: 'circle', points: [[1, 1]] })],
  [
    'an eraser with a colour',
    withElement({ kind: 'eraser', colour: 'red', width: 3, points: [[1, 1]] }),
  ],
  ['a text element', withElement({ kind: 'text', text: 'free text' })],
  ['a label from the list', withElement(label)],
  ['a label not on the list', withElement({ ...label, label: 'meet me at the bleachers' })],
  ['a label with typed text beside its id', withElement({ ...label, text: 'hi' })],
  ['a label with a width', withElement({ ...label, width: 3 })],
  ['a label without a place', withElement({ kind: 'label', label: 'park', colour: 'red' })],
  ['a label outside the board', withElement({ ...label, at: [10, 601] })],
  ['a label with a bad colour', withElement({ ...label, colour: 'url(x)' })],
  ['version 2', { ...emptyScene(), version: 2 }],
  ['a fractional board side', { ...emptyScene(), width: 800.5 }],
  ['a board too large', { ...emptyScene(), width: SCENE_LIMITS.maxBoardSide + 1 }],
  [
    'too many elements',
    { ...emptyScene(), elements: Array.from({ length: SCENE_LIMITS.maxElements + 1 }, () => pen) },
  ],
  [
    'too many points',
    {
      ...emptyScene(),
      elements: Array.from({ length: 6 }, () => ({
        ...pen,
        points: Array.from({ length: 5000 }, (_, i) => [i % 800, 1]),
      })),
    },
  ],
  [
    'a stroke too long',
    withElement({
      ...pen,
      points: Array.from({ length: SCENE_LIMITS.maxPointsPerStroke + 1 }, () => [1, 1]),
    }),
  ],
  ['not an object', 'null'],
  ['malformed JSON', '{not json'],
];

describe('the scene rules without zod', () => {
  it.each(cases)('judge %s as the scene schema does', (_name, input) => {
    const expected = parseScene(input);
    const actual = checkScene(input);
    expect(actual.ok).toBe(expected.ok);
    if (expected.ok && actual.ok) expect(actual.scene).toEqual(expected.scene);
    // An unknown label or typed text is refused in the server's words on both sides.
    if (!expected.ok && [UNKNOWN_LABEL, NO_FREE_TEXT].includes(expected.message))
      expect(actual).toEqual(expected);
  });
});
