import { z } from 'zod';
import { DRAWING } from '../constants.ts';
import { BOARD_LABELS, NO_FREE_TEXT, UNKNOWN_LABEL } from './labels.ts';
import {
  anchorsOf,
  LIVE_STROKE_MAX_POINTS,
  SCENE_LIMITS,
  SCENE_VERSION,
  totalPoints,
  type Scene,
} from './scene.ts';
import {
  hasText,
  NOT_VALID,
  OFF_BOARD,
  TOO_MANY_ELEMENTS,
  TOO_MANY_POINTS,
} from './scene-check.ts';

/**
 * The saved form of a scene, checked the same way in the browser (before Save) and on the
 * server: known element kinds, sane numbers, points on the board, and size limits.
 */

const side = z.number().int().min(1).max(SCENE_LIMITS.maxBoardSide);
const coordinate = z.number().finite().min(0).max(SCENE_LIMITS.maxBoardSide);
// No transforms here: the same schema checks request bodies and encodes responses.
const point = z.tuple([coordinate, coordinate]);

/**
 * #rrggbb.
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const COLOUR_MESSAGE = 'Colours are one of the palette names or #rrggbb';

/** @public Exported for the ReDoS analysis of every contract pattern (src/server/security). */
export const colourSchema = z.union([
  z.enum(DRAWING.colours),
  z
    .string()
    .max(7, { error: COLOUR_MESSAGE, abort: true })
    .regex(HEX_COLOUR_PATTERN, COLOUR_MESSAGE),
]);

const strokeWidth = z.number().finite().min(DRAWING.brushSize.min).max(DRAWING.brushSize.max);

const pointList = z
  .array(point)
  .min(1, 'A stroke needs at least one point')
  .max(
    SCENE_LIMITS.maxPointsPerStroke,
    `A stroke can have at most ${SCENE_LIMITS.maxPointsPerStroke} points`,
  );

const elementSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('pen'),
      colour: colourSchema,
      width: strokeWidth,
      points: pointList,
    }),
    z.object({ kind: z.literal('eraser'), width: strokeWidth, points: pointList }),
    z.object({
      kind: z.literal('rectangle'),
      colour: colourSchema,
      width: strokeWidth,
      from: point,
      to: point,
    }),
    // Strict: a label carries its id, colour and place, and nothing a person could type.
    z.strictObject(
      {
        kind: z.literal('label'),
        label: z.enum(BOARD_LABELS, UNKNOWN_LABEL),
        colour: colourSchema,
        at: point,
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? NO_FREE_TEXT : undefined) },
    ),
  ],
  { error: (issue) => (hasText(issue.input) ? NO_FREE_TEXT : NOT_VALID) },
);

export { TOO_MANY_ELEMENTS, TOO_MANY_POINTS };

/**
 * Part of a stroke or shape being drawn, as another editor's screen shows it before it is finished
 * (decision 314): never stored, so it holds only what ink needs, and never a label or text.
 */
export const liveStrokeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pen'),
    colour: colourSchema,
    width: strokeWidth,
    points: z.array(point).min(1).max(LIVE_STROKE_MAX_POINTS),
  }),
  z.object({
    kind: z.literal('eraser'),
    width: strokeWidth,
    points: z.array(point).min(1).max(LIVE_STROKE_MAX_POINTS),
  }),
  z.object({
    kind: z.literal('rectangle'),
    colour: colourSchema,
    width: strokeWidth,
    from: point,
    to: point,
  }),
]);

export const sceneSchema = z
  .object({
    version: z.literal(SCENE_VERSION),
    width: side,
    height: side,
    elements: z.array(elementSchema).max(SCENE_LIMITS.maxElements, TOO_MANY_ELEMENTS),
  })
  .superRefine((scene, context) => {
    if (totalPoints(scene) > SCENE_LIMITS.maxTotalPoints) {
      context.addIssue({ code: 'custom', message: TOO_MANY_POINTS, path: ['elements'] });
      return;
    }
    const onBoard = (p: readonly [number, number]) => p[0] <= scene.width && p[1] <= scene.height;
    scene.elements.forEach((element, index) => {
      if (!anchorsOf(element).every(onBoard))
        context.addIssue({ code: 'custom', message: OFF_BOARD, path: ['elements', index] });
    });
  });

/** A scene checked by `sceneSchema`, with its points typed as canvas coordinates. */
const asScene = (checked: z.infer<typeof sceneSchema>): Scene => checked as unknown as Scene;

/** The scene as JSON text (what Save sends and what a draft in the browser holds). */
export function serializeScene(scene: Scene): string {
  return JSON.stringify(scene);
}

export type ParsedScene = { ok: true; scene: Scene } | { ok: false; message: string };

/** Reads a scene back from JSON text or a parsed value; anything malformed is refused. */
export function parseScene(input: unknown): ParsedScene {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, message: 'The drawing is not valid JSON' };
    }
  }
  const result = sceneSchema.safeParse(value);
  if (result.success) return { ok: true, scene: asScene(result.data) };
  return { ok: false, message: result.error.issues[0]?.message ?? 'The drawing is not valid' };
}
