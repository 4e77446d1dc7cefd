import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING } from '../../../../shared/constants.ts';
import type { CanvasPoint } from '../../../../shared/drawing/coordinates.ts';
import type { BoardLabelId } from '../../../../shared/drawing/labels.ts';
import type {
  BrushStyle,
  LiveStroke,
  Scene,
  SceneElement,
  Tool,
} from '../../../../shared/drawing/scene.ts';
import { cn } from '../../../lib/cn.ts';
import { fitLayer, renderBackground, renderElement, renderScene, type Ctx } from '../render.ts';
import { useDebouncedWidth } from '../use-debounced-width.ts';
import { useStrokeInput } from './use-stroke-input.ts';

/** The field layout stretched over the board, as the field layer draws it. */
const FIELD_UNDER_LAYERS = {
  backgroundImage: `url(${DRAWING.layoutImage})`,
  backgroundSize: '100% 100%',
};

export interface BoardCanvasProps {
  scene: Scene;
  tool: Tool;
  style: BrushStyle;
  /** The label the label tool places where the board is tapped. */
  labelId?: BoardLabelId;
  /** The field layout picture, or null to draw the plain fallback field. */
  background: HTMLImageElement | null;
  /**
   * The picture is still on its way: the field layer is left clear, and the picture the page was
   * drawn with (the board's own CSS background) shows through until it arrives.
   */
  backgroundLoading?: boolean;
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

/**
 * Three stacked layers: the static field picture, the ink (committed strokes, other editors'
 * strokes being drawn, erasable), and an overlay for the shape being dragged. Pointer events
 * (mouse, touch, pen) land on the overlay (`useStrokeInput`).
 */
export function BoardCanvas({
  scene,
  tool,
  style,
  labelId = 'intake',
  background,
  backgroundLoading = false,
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
  const width = useDebouncedWidth(containerRef);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const { width: boardWidth, height: boardHeight } = scene;
  const board = { width: boardWidth, height: boardHeight };
  const { active, handlers } = useStrokeInput({
    board,
    tool,
    style,
    labelId,
    readOnly,
    onDraw,
    onPointerAt,
    onDrawing,
    overlay: overlayRef,
    inkCtx,
    overlayCtx,
  });

  useEffect(() => {
    const canvas = backgroundRef.current;
    if (!canvas || width <= 0) return;
    const size = { width: boardWidth, height: boardHeight };
    const ctx = fitLayer(canvas, size, width, pixelRatio);
    if (ctx && !(backgroundLoading && !background)) renderBackground(ctx, size, background);
  }, [background, backgroundLoading, width, pixelRatio, boardWidth, boardHeight]);

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
  }, [scene, liveStrokes, width, pixelRatio, t, active]);

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

  return (
    <div
      ref={containerRef}
      className="relative aspect-[4/3] w-full max-w-[800px] overflow-hidden rounded-lg border border-zinc-300 bg-zinc-200 shadow-sm"
      // The field from the first paint, before the app can draw its layers (a drawn page).
      style={FIELD_UNDER_LAYERS}
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
        {...handlers}
      />
      {children}
    </div>
  );
}
