import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import {
  viewportPoint,
  viewportToCanvas,
  type BoardSize,
  type CanvasPoint,
} from '../../../../shared/drawing/coordinates.ts';
import type { BoardLabelId } from '../../../../shared/drawing/labels.ts';
import {
  extendStroke,
  placeLabel,
  rectangleBetween,
  startStroke,
  type BrushStyle,
  type EraserStroke,
  type LiveStroke,
  type PenStroke,
  type Rectangle,
  type SceneElement,
  type Tool,
} from '../../../../shared/drawing/scene.ts';
import { clearLayer, renderElement, renderStrokeTail, type Ctx } from '../render.ts';

interface ActiveStroke {
  pointerId: number;
  element: PenStroke | EraserStroke | Rectangle;
  /** Index of the last point already painted on the ink layer. */
  painted: number;
  pending: CanvasPoint[];
}

interface StrokeInputOptions {
  board: BoardSize;
  tool: Tool;
  style: BrushStyle;
  labelId: BoardLabelId;
  readOnly: boolean;
  onDraw?: (element: SceneElement) => void;
  onPointerAt?: (at: CanvasPoint | null) => void;
  onDrawing?: (stroke: LiveStroke | null) => void;
  /** The overlay the pointer events land on, and the layers the stroke is painted on. */
  overlay: RefObject<HTMLCanvasElement | null>;
  inkCtx: RefObject<Ctx | null>;
  overlayCtx: RefObject<Ctx | null>;
}

/**
 * Pointer input on a board (mouse, touch, pen): a stroke grows on the ink layer, a rectangle on
 * the overlay, a label is placed by a tap; points are applied once per animation frame. Returns
 * the stroke being drawn (the ink layer repaints it through a redraw) and the overlay's handlers.
 */
export function useStrokeInput(options: StrokeInputOptions) {
  const { board, tool, style, labelId, readOnly, onDraw, onPointerAt, onDrawing } = options;
  const { overlay, inkCtx, overlayCtx } = options;
  const active = useRef<ActiveStroke | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function toCanvas(event: { clientX: number; clientY: number }): CanvasPoint {
    const rect = overlay.current!.getBoundingClientRect();
    return viewportToCanvas(viewportPoint(event.clientX, event.clientY), rect, board);
  }

  /** Applies the points gathered since the last frame and paints what they add. */
  function flush() {
    frame.current = 0;
    const stroke = active.current;
    if (!stroke || stroke.pending.length === 0) return;
    const points = stroke.pending;
    stroke.pending = [];
    if (stroke.element.kind === 'rectangle') {
      const { colour, width: lineWidth, from } = stroke.element;
      stroke.element = rectangleBetween({ colour, width: lineWidth }, from, points.at(-1)!);
      onDrawing?.(stroke.element);
      const ctx = overlayCtx.current;
      if (ctx) {
        clearLayer(ctx, board);
        renderElement(ctx, stroke.element, () => '');
      }
      return;
    }
    let element = stroke.element;
    for (const point of points) element = extendStroke(element, point);
    stroke.element = element;
    onDrawing?.(element);
    if (inkCtx.current && element.points.length - 1 > stroke.painted) {
      renderStrokeTail(inkCtx.current, element, stroke.painted);
      stroke.painted = element.points.length - 1;
    }
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (readOnly || active.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = toCanvas(event);
    // A label is placed whole by a tap: there is nothing to drag.
    if (tool === 'label') return onDraw?.(placeLabel(style.colour, labelId, at));
    const element =
      tool === 'rectangle' ? rectangleBetween(style, at, at) : startStroke(tool, style, at);
    active.current = { pointerId: event.pointerId, element, painted: 0, pending: [] };
    if (element.kind !== 'rectangle' && inkCtx.current)
      renderStrokeTail(inkCtx.current, element, 0);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    onPointerAt?.(toCanvas(event));
    const stroke = active.current;
    if (!stroke || event.pointerId !== stroke.pointerId) return;
    const native = event.nativeEvent;
    const coalesced =
      typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const sample of coalesced.length > 0 ? coalesced : [native])
      stroke.pending.push(toCanvas(sample));
    if (!frame.current) frame.current = requestAnimationFrame(flush);
  }

  function finish(event: ReactPointerEvent<HTMLCanvasElement>) {
    const stroke = active.current;
    if (!stroke || event.pointerId !== stroke.pointerId) return;
    cancelAnimationFrame(frame.current);
    flush();
    active.current = null;
    onDrawing?.(null);
    if (overlayCtx.current) clearLayer(overlayCtx.current, board);
    onDraw?.(stroke.element);
  }

  return {
    active,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: finish,
      onPointerCancel: finish,
      onLostPointerCapture: finish,
      onPointerLeave: onPointerAt ? () => onPointerAt(null) : undefined,
    },
  };
}
