import { DRAWING } from '../constants.ts';
import { distance, type BoardSize, type CanvasPoint } from './coordinates.ts';
import type { BoardLabelId } from './labels.ts';

/**
 * The drawing board's scene: what a team drew over the field layout, as data. Pure and
 * immutable: every operation returns a new scene, so undo/redo keeps snapshots cheaply and the
 * same scene renders, saves and loads identically.
 */

export const SCENE_VERSION = 1;

/** Limits that keep a saved board small (checked by the shared schema on both sides). */
export const SCENE_LIMITS = {
  maxElements: 2000,
  maxPointsPerStroke: 5000,
  maxTotalPoints: 25_000,
  maxBoardSide: 4000,
  /** Points closer than this to the previous one add nothing visible and are dropped. */
  minSegment: 1,
} as const;

/** The pad's five colours (spec section 9), with the exact shades the board paints. */
export const PALETTE = {
  red: '#ef4444',
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  black: '#111827',
} as const satisfies Record<(typeof DRAWING.colours)[number], string>;

export type PaletteColour = keyof typeof PALETTE;

/** A colour as stored: one of the five names, or #rrggbb from the colour picker. */
export type Colour = PaletteColour | `#${string}`;

export type Tool = 'pen' | 'eraser' | 'rectangle' | 'label';

export interface PenStroke {
  readonly kind: 'pen';
  readonly colour: Colour;
  readonly width: number;
  readonly points: readonly CanvasPoint[];
}

/** Rubs out what lies under it (the field layout below is a separate layer and stays). */
export interface EraserStroke {
  readonly kind: 'eraser';
  readonly width: number;
  readonly points: readonly CanvasPoint[];
}

export interface Rectangle {
  readonly kind: 'rectangle';
  readonly colour: Colour;
  readonly width: number;
  readonly from: CanvasPoint;
  readonly to: CanvasPoint;
}

/** A label from the fixed list (`labels.ts`), centred on `at`: the only text a board holds. */
export interface BoardLabel {
  readonly kind: 'label';
  readonly label: BoardLabelId;
  readonly colour: Colour;
  readonly at: CanvasPoint;
}

export type SceneElement = PenStroke | EraserStroke | Rectangle | BoardLabel;

/** What can be seen while it is being drawn: a freehand stroke or a rectangle being dragged. */
export type LiveStroke = PenStroke | EraserStroke | Rectangle;

/** The most points one report of a stroke being drawn carries (the rest came in earlier ones). */
export const LIVE_STROKE_MAX_POINTS = 200;

export interface Scene extends BoardSize {
  readonly version: typeof SCENE_VERSION;
  readonly elements: readonly SceneElement[];
}

export interface BrushStyle {
  readonly colour: Colour;
  readonly width: number;
}

export function emptyScene(
  board: BoardSize = { width: DRAWING.canvasWidth, height: DRAWING.canvasHeight },
): Scene {
  return { version: SCENE_VERSION, width: board.width, height: board.height, elements: [] };
}

/** The paint a colour stands for (palette names map to their shade). */
export function paintOf(colour: Colour): string {
  return colour in PALETTE ? PALETTE[colour as PaletteColour] : colour;
}

/** Starts a freehand element (pen or eraser) at the first point. */
export function startStroke(
  tool: 'pen' | 'eraser',
  style: BrushStyle,
  at: CanvasPoint,
): PenStroke | EraserStroke {
  return tool === 'pen'
    ? { kind: 'pen', colour: style.colour, width: style.width, points: [at] }
    : { kind: 'eraser', width: style.width, points: [at] };
}

/**
 * Adds a point to a freehand element. Returns the same element when the point adds nothing
 * (too close to the last one) or the stroke is as long as a stroke may be.
 */
export function extendStroke<T extends PenStroke | EraserStroke>(stroke: T, to: CanvasPoint): T {
  const last = stroke.points.at(-1);
  if (last && distance(last, to) < SCENE_LIMITS.minSegment) return stroke;
  if (stroke.points.length >= SCENE_LIMITS.maxPointsPerStroke) return stroke;
  return { ...stroke, points: [...stroke.points, to] };
}

export function placeLabel(colour: Colour, label: BoardLabelId, at: CanvasPoint): BoardLabel {
  return { kind: 'label', label, colour, at };
}

export function rectangleBetween(style: BrushStyle, from: CanvasPoint, to: CanvasPoint): Rectangle {
  return { kind: 'rectangle', colour: style.colour, width: style.width, from, to };
}

/** The rectangle's corner and size, whichever way it was dragged. */
export function rectangleBounds(rect: Rectangle) {
  const [x1, y1] = rect.from;
  const [x2, y2] = rect.to;
  return {
    x: Math.min(x1, x2),
    y: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  };
}

/** A click without a drag makes a dot with the pen or eraser, but no rectangle. */
function isWorthKeeping(element: SceneElement): boolean {
  if (element.kind === 'label') return true;
  if (element.kind !== 'rectangle') return element.points.length > 0;
  const { width, height } = rectangleBounds(element);
  return width >= SCENE_LIMITS.minSegment && height >= SCENE_LIMITS.minSegment;
}

/** Structural, so the schema can count points before a scene is typed. */
type Countable =
  | { readonly kind: 'rectangle' }
  | { readonly kind: 'label' }
  | { readonly kind: 'pen' | 'eraser'; readonly points: readonly unknown[] };

function pointCount(element: Countable): number {
  if (element.kind === 'label') return 1;
  return element.kind === 'rectangle' ? 2 : element.points.length;
}

/** The points that must lie on the board: a stroke's, a rectangle's corners, a label's place. */
export function anchorsOf<P>(
  element:
    | { readonly kind: 'rectangle'; readonly from: P; readonly to: P }
    | { readonly kind: 'label'; readonly at: P }
    | { readonly kind: 'pen' | 'eraser'; readonly points: readonly P[] },
): readonly P[] {
  if (element.kind === 'label') return [element.at];
  return element.kind === 'rectangle' ? [element.from, element.to] : element.points;
}

export function totalPoints(scene: { readonly elements: readonly Countable[] }): number {
  return scene.elements.reduce((sum, element) => sum + pointCount(element), 0);
}

export type AddResult =
  { scene: Scene; added: true } | { scene: Scene; added: false; reason: 'empty' | 'full' };

/** Commits a finished element, unless it is empty or the board is full. */
export function addElement(scene: Scene, element: SceneElement): AddResult {
  if (!isWorthKeeping(element)) return { scene, added: false, reason: 'empty' };
  if (
    scene.elements.length >= SCENE_LIMITS.maxElements ||
    totalPoints(scene) + pointCount(element) > SCENE_LIMITS.maxTotalPoints
  ) {
    return { scene, added: false, reason: 'full' };
  }
  return { scene: { ...scene, elements: [...scene.elements, element] }, added: true };
}

export function clearScene(scene: Scene): Scene {
  return scene.elements.length === 0 ? scene : { ...scene, elements: [] };
}
