/**
 * Typed coordinate spaces for the drawing boards. A board is drawn in canvas space (800 x 600
 * by default) whatever size it shows at on screen; pointer events arrive in viewport space (CSS
 * pixels). The brands stop one being passed where the other is meant.
 */

declare const canvasSpace: unique symbol;
declare const viewportSpace: unique symbol;

/** A point on the board, in canvas units: 0..width by 0..height. */
export type CanvasPoint = readonly [x: number, y: number] & { readonly [canvasSpace]: true };

/** A point in CSS pixels relative to the viewport (PointerEvent clientX / clientY). */
export type ViewportPoint = readonly [x: number, y: number] & { readonly [viewportSpace]: true };

/** The board's own size, in canvas units. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** Where the canvas element sits on screen (a DOMRect has these fields). */
export interface ViewportRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const canvasPoint = (x: number, y: number): CanvasPoint => [x, y] as unknown as CanvasPoint;

export const viewportPoint = (x: number, y: number): ViewportPoint =>
  [x, y] as unknown as ViewportPoint;

/** Canvas coordinates are kept to a tenth of a unit: plenty on screen, small when saved. */
const roundTenth = (value: number) => Math.round(value * 10) / 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a point on the board (a stroke dragged past the edge stops at the edge). */
export function clampToBoard(point: CanvasPoint, board: BoardSize): CanvasPoint {
  return canvasPoint(clamp(point[0], 0, board.width), clamp(point[1], 0, board.height));
}

/** Maps a pointer position onto the board, however the canvas is scaled on screen. */
export function viewportToCanvas(
  point: ViewportPoint,
  rect: ViewportRect,
  board: BoardSize,
): CanvasPoint {
  const scaleX = rect.width > 0 ? board.width / rect.width : 1;
  const scaleY = rect.height > 0 ? board.height / rect.height : 1;
  const x = roundTenth((point[0] - rect.left) * scaleX);
  const y = roundTenth((point[1] - rect.top) * scaleY);
  return clampToBoard(canvasPoint(x, y), board);
}

export function distance(a: CanvasPoint, b: CanvasPoint): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
