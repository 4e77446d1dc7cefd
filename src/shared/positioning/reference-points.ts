import { MAP } from '../constants.ts';
import { clamp } from './coordinates.ts';

/** A beacon at a known place in the venue (spec: Beacon reference point; kept in the browser). */
export interface ReferencePoint {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

export const DEFAULT_REFERENCE_POINTS: readonly ReferencePoint[] = MAP.defaultBeacons;

/** Moves one reference point, keeping it on the map (x 0..500, y 0..400). */
export function moveReferencePoint(
  points: readonly ReferencePoint[],
  id: string,
  position: { x: number; y: number },
): ReferencePoint[] {
  return points.map((point) =>
    point.id === id
      ? {
          ...point,
          x: clamp(Number.isFinite(position.x) ? position.x : point.x, 0, MAP.width),
          y: clamp(Number.isFinite(position.y) ? position.y : point.y, 0, MAP.height),
        }
      : point,
  );
}

/** 'Pit Area', 'pit-area' and 'PIT_AREA' all name the same place. */
const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The reference point a scanned device is, recognised by its advertised name (a beacon named
 * after the place it marks, by id or by name) or by its id.
 */
export function matchReferencePoint(
  device: { id: string; name?: string | null },
  points: readonly ReferencePoint[],
): ReferencePoint | undefined {
  const names = [device.name, device.id].filter((n): n is string => !!n).map(simplify);
  return points.find(
    (point) => names.includes(simplify(point.id)) || names.includes(simplify(point.name)),
  );
}

/** The reference point nearest to a position (to say where a robot is in words). */
export function nearestReferencePoint(
  points: readonly ReferencePoint[],
  position: { x: number; y: number },
): ReferencePoint | undefined {
  let best: ReferencePoint | undefined;
  let bestDistance = Infinity;
  for (const point of points) {
    const distance = Math.hypot(point.x - position.x, point.y - position.y);
    // Stryker disable next-line EqualityOperator: two points at the same distance are equally near; either answer is right
    if (distance < bestDistance) {
      best = point;
      bestDistance = distance;
    }
  }
  return best;
}
