import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  viewportPoint,
  viewportToCanvas,
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
  type Scene,
  type SceneElement,
  type Tool,
} from '../../../../shared/drawing/scene.ts';
import { cn } from '../../../lib/cn.ts';
import {
  clearLayer,
  fitLayer,
  renderBackground,
  renderElement,
  renderScene,
  renderStrokeTail,
  type Ctx,
} from '../render.ts';
import { useDebouncedWidth } from '../use-debounced-width.ts';

export interface BoardCanvasProps {
  scene: Scene;
  tool: Tool;
  style: BrushStyle;
  /** The label the label tool places where the board is tapped. */
  labelId?: BoardLabelId;
  /** The field layout picture, or null to draw the plain fallback field. */
  background: HTMLImageElement | null;
  readOnly?: boolean;
  /** A finished stroke or shape, to commit to the scene. */
  onDraw?: (element: SceneElement) => void;
  label: string;
  /** Where this person's pointer is over the board (null once it leaves), for a co-edited board. */
  onPointerAt?: (at: CanvasPoint | null) => void;
  /** The stroke being drawn as it grows (null once finished), for a co-edited board. */
  onDrawing?: (stroke: LiveStroke | null) => void;
  /** Other editors' strokes being drawn, shown as they grow. */
  liveStrokes?: readonly LiveStroke[];
  /** Drawn over the board (other editors' pointers). */
  children?: ReactNode;
}

interface ActiveStroke {
  pointerId: number;
  element: PenStroke | EraserStroke | Rectangle;
  /** Index of the last point already painted on the ink layer. */
  painted: number;
  pending: CanvasPoint[];
}

/**
 * Three stacked layers: the static field picture, the ink (committed strokes, erasable), and an
 * overlay for the shape being dragged. Pointer events (mouse, touch, pen) land on the overlay;
 * their points are applied once per animation frame.
 */
export function BoardCanvas({
  scene,
  tool,
  style,
  labelId = 'intake',
  background,
  readOnly = false,
  onDraw,
  label,
  onPointerAt,
  onDrawing,
  liveStrokes,
  children,
}: BoardCanvasProps) {
  const { t } = useTranslation('drawing');
  const containerRef = useRef<HTMLDivElement>(null);
  const backgroundRef = useRef<HTMLCanvasElement>(null);
  const inkRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const inkCtx = useRef<Ctx | null>(null);
  const overlayCtx = useRef<Ctx | null>(null);
  const active = useRef<ActiveStroke | null>(null);
  const frame = useRef(0);
  const width = useDebouncedWidth(containerRef);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const { width: boardWidth, height: boardHeight } = scene;
  const board = { width: boardWidth, height: boardHeight };

  useEffect(() => {
    const canvas = backgroundRef.current;
    if (!canvas || width <= 0) return;
    const size = { width: boardWidth, height: boardHeight };
    const ctx = fitLayer(canvas, size, width, pixelRatio);
    if (ctx) renderBackground(ctx, size, background);
  }, [background, width, pixelRatio, boardWidth, boardHeight]);

  useEffect(() => {
    const canvas = inkRef.current;
    if (!canvas || width <= 0) return;
    const ctx = fitLayer(canvas, scene, width, pixelRatio);
    inkCtx.current = ctx;
    if (!ctx) return;
    const text = (label: BoardLabelId) => t(`labels.${label}`);
    renderScene(ctx, scene, text);
    for (const stroke of liveStrokes ?? []) renderElement(ctx, stroke, text);
    // A stroke in progress stays visible through a redraw.
    if (active.current && active.current.element.kind !== 'rectangle')
      renderElement(ctx, active.current.element, text);
  }, [scene, liveStrokes, width, pixelRatio, t]);

  useEffect(() => {
    const canvas = overlayRef.current;
    if (!canvas || width <= 0) return;
    overlayCtx.current = fitLayer(
      canvas,
      { width: boardWidth, height: boardHeight },
      width,
      pixelRatio,
    );
  }, [width, pixelRatio, boardWidth, boardHeight]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function toCanvas(event: { clientX: number; clientY: number }): CanvasPoint {
    const rect = overlayRef.current!.getBoundingClientRect();
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

  return (
    <div
      ref={containerRef}
      className="relative aspect-[4/3] w-full max-w-[800px] overflow-hidden rounded-lg border border-zinc-300 bg-zinc-200 shadow-sm"
    >
      <canvas ref={backgroundRef} aria-hidden="true" className="absolute inset-0 size-full" />
      <canvas ref={inkRef} aria-hidden="true" className="absolute inset-0 size-full" />
      <canvas
        ref={overlayRef}
        role="img"
        aria-label={label}
        data-testid="drawing-canvas"
        className={cn(
          'absolute inset-0 size-full touch-none select-none',
          readOnly ? 'cursor-default' : 'cursor-crosshair',
        )}
        style={{ touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
        onPointerLeave={onPointerAt ? () => onPointerAt(null) : undefined}
      />
      {children}
    </div>
  );
}
