import { DRAWING } from '../constants.ts';
import { isBoardLabel, NO_FREE_TEXT, UNKNOWN_LABEL } from './labels.ts';
import { anchorsOf, SCENE_LIMITS, SCENE_VERSION, totalPoints, type Scene } from './scene.ts';

/**
 * The scene's rules checked without zod, for the browser's drawing board: the rules
 * `scene-schema.ts` states for the contract (and the server), here as plain code so the board's
 * first load carries no schema library. `scene-check.test.ts` runs both over the same cases and
 * fails when they disagree.
 */

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const TOO_MANY_ELEMENTS = `This board has too many strokes to save (at most ${SCENE_LIMITS.maxElements})`;
export const TOO_MANY_POINTS = `This board is too detailed to save (at most ${SCENE_LIMITS.maxTotalPoints} points)`;
export const OFF_BOARD = 'A point lies outside the board';
export const NOT_VALID = 'The drawing is not valid';

export type ParsedScene = { ok: true; scene: Scene } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isSide = (value: unknown) =>
  within(value, 1, SCENE_LIMITS.maxBoardSide) && Number.isInteger(value);
const isPoint = (value: unknown) =>
  Array.isArray(value) &&
  value.length === 2 &&
  within(value[0], 0, SCENE_LIMITS.maxBoardSide) &&
  within(value[1], 0, SCENE_LIMITS.maxBoardSide);
const isColour = (value: unknown) =>
  typeof value === 'string' &&
  ((DRAWING.colours as readonly string[]).includes(value) || HEX_COLOUR.test(value));
const isWidth = (value: unknown) => within(value, DRAWING.brushSize.min, DRAWING.brushSize.max);
const isPointList = (value: unknown) =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= SCENE_LIMITS.maxPointsPerStroke &&
  value.every(isPoint);

/** An element of no known kind that carries text (a text box a client made up). */
export const hasText = (value: unknown) => isObject(value) && 'text' in value;

const LABEL_FIELDS = ['kind', 'label', 'colour', 'at'];

/** A label's fields checked strictly (the schema's strict object): its message, or null when sound. */
function labelProblem(value: Record<string, unknown>): string | null {
  if (Object.keys(value).some((key) => !LABEL_FIELDS.includes(key))) return NO_FREE_TEXT;
  if (!isBoardLabel(value.label)) return UNKNOWN_LABEL;
  return isColour(value.colour) && isPoint(value.at) ? null : NOT_VALID;
}

/**
 * The element with only its own fields (as the schema keeps them), null when it is not one, or
 * the message that refuses a label.
 */
function cleanElement(value: unknown): object | string | null {
  if (!isObject(value)) return null;
  const { kind, colour, width, points, from, to, label, at } = value;
  switch (kind) {
    case 'pen':
      return isColour(colour) && isWidth(width) && isPointList(points)
        ? { kind, colour, width, points }
        : null;
    case 'eraser':
      return isWidth(width) && isPointList(points) ? { kind, width, points } : null;
    case 'rectangle':
      return isColour(colour) && isWidth(width) && isPoint(from) && isPoint(to)
        ? { kind, colour, width, from, to }
        : null;
    case 'label':
      return labelProblem(value) ?? { kind, label, colour, at };
    default:
      return hasText(value) ? NO_FREE_TEXT : null;
  }
}

/** Reads a scene from JSON text or a parsed value; anything malformed is refused with a message. */
export function checkScene(input: unknown): ParsedScene {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, message: 'The drawing is not valid JSON' };
    }
  }
  if (
    !isObject(value) ||
    value.version !== SCENE_VERSION ||
    !isSide(value.width) ||
    !isSide(value.height) ||
    !Array.isArray(value.elements)
  ) {
    return { ok: false, message: NOT_VALID };
  }
  const { width, height } = value as { width: number; height: number };
  if (value.elements.length > SCENE_LIMITS.maxElements)
    return { ok: false, message: TOO_MANY_ELEMENTS };
  const elements = value.elements.map(cleanElement);
  if (elements.includes(null)) return { ok: false, message: NOT_VALID };
  const refused = elements.find((element) => typeof element === 'string');
  if (refused !== undefined) return { ok: false, message: refused };
  const scene = { version: SCENE_VERSION, width, height, elements } as unknown as Scene;
  if (totalPoints(scene) > SCENE_LIMITS.maxTotalPoints)
    return { ok: false, message: TOO_MANY_POINTS };
  const onBoard = (p: readonly number[]) => p[0]! <= width && p[1]! <= height;
  for (const element of scene.elements) {
    if (!anchorsOf(element).every(onBoard)) return { ok: false, message: OFF_BOARD };
  }
  return { ok: true, scene };
}
