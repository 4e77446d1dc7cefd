import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { MAP } from '../../../../shared/constants.ts';
import {
  mapPoint,
  mapScale,
  screenPoint,
  screenToMap,
  type MapPoint,
} from '../../../../shared/positioning/coordinates.ts';
import type { ReferenceRing, RobotMarker } from '../../../../shared/positioning/map-scene.ts';
import {
  drawRobotLayer,
  drawStaticLayer,
  prepareCanvas,
  type DrawnMarker,
} from '../map-renderer.ts';

/** How long a robot takes to glide to its new place. */
const MOVE_MS = 300;

function useWidth(element: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      const frame = requestAnimationFrame(measure);
      window.addEventListener('resize', measure);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('resize', measure);
      };
    }
    // The observer reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

function useDevicePixelRatio() {
  const [dpr, setDpr] = useState(() =>
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${dpr}dppx)`);
    const update = () => setDpr(window.devicePixelRatio || 1);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [dpr]);
  return dpr;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const lerp = (from: MapPoint, to: MapPoint, t: number) =>
  mapPoint(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);

/**
 * The venue map (spec sections 2.10 and 9): 500 x 400 map units scaled to the width available,
 * a static layer (grid, reference rings) drawn only when it changes, and a robot layer redrawn on
 * animation frames as robots move. With `onPlace`, a click or tap on the map picks a position.
 */
export function VenueMap({
  rings,
  markers,
  highlightRingId,
  onPlace,
  label,
}: {
  rings: readonly ReferenceRing[];
  markers: readonly RobotMarker[];
  highlightRingId?: string;
  onPlace?: (position: MapPoint) => void;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const staticLayer = useRef<HTMLCanvasElement>(null);
  const robotLayer = useRef<HTMLCanvasElement>(null);
  const width = useWidth(container);
  const dpr = useDevicePixelRatio();
  const scale = mapScale(width);
  /** Where each robot was last drawn, so a move starts from there. */
  const drawnAt = useRef(new Map<number, MapPoint>());

  useEffect(() => {
    const canvas = staticLayer.current;
    if (!canvas || width === 0) return;
    const context = prepareCanvas(canvas, width, dpr);
    if (context) drawStaticLayer(context, { scale, dpr }, rings, highlightRingId);
  }, [width, dpr, scale, rings, highlightRingId]);

  useEffect(() => {
    const canvas = robotLayer.current;
    if (!canvas || width === 0) return;
    const starts = new Map(markers.map((m) => [m.id, drawnAt.current.get(m.id) ?? m.position]));
    const moving =
      !prefersReducedMotion() &&
      markers.some((m) => {
        const start = starts.get(m.id)!;
        return start.x !== m.position.x || start.y !== m.position.y;
      });
    const began = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const t = moving ? Math.min(1, (now - began) / MOVE_MS) : 1;
      const eased = 1 - (1 - t) ** 3;
      const drawn: DrawnMarker[] = markers.map((m) => ({
        ...m,
        drawnAt: lerp(starts.get(m.id)!, m.position, eased),
      }));
      drawnAt.current = new Map(drawn.map((m) => [m.id, m.drawnAt]));
      const context = prepareCanvas(canvas, width, dpr);
      if (context) drawRobotLayer(context, { scale, dpr }, drawn);
      if (t < 1) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [markers, width, dpr, scale]);

  function place(event: MouseEvent<HTMLCanvasElement>) {
    if (!onPlace || scale === 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onPlace(screenToMap(screenPoint(event.clientX - rect.left, event.clientY - rect.top), scale));
  }

  return (
    <div
      ref={container}
      className="relative w-full overflow-hidden rounded-lg border border-zinc-300 bg-slate-50"
      style={{ aspectRatio: `${MAP.width} / ${MAP.height}` }}
    >
      <canvas ref={staticLayer} aria-hidden="true" className="absolute inset-0 size-full" />
      <canvas
        ref={robotLayer}
        role="img"
        aria-label={label}
        data-testid="robot-layer"
        onClick={place}
        className={`absolute inset-0 size-full ${onPlace ? 'cursor-crosshair' : ''}`}
      />
    </div>
  );
}
