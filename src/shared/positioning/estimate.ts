import { MAP } from '../constants.ts';
import { clampToMap, MAP_CENTRE, mapPoint, roundTenth, type MapPoint } from './coordinates.ts';

/** A reference point heard in a scan, with the estimated distance to it in map units. */
export interface Ranging {
  readonly point: MapPoint;
  readonly distance: number;
}

type EstimateMethod = 'trilateration' | 'centroid' | 'centre';

export interface PositionEstimate {
  readonly point: MapPoint;
  readonly method: EstimateMethod;
}

/**
 * Least-squares trilateration. Subtracting the last circle's equation from the others turns
 * (x - xi)^2 + (y - yi)^2 = ri^2 into a linear system A p = b, solved through the normal
 * equations. Undefined with fewer than three points or when they lie on one line.
 */
export function trilaterate(rangings: readonly Ranging[]): MapPoint | undefined {
  // Stryker disable next-line ConditionalExpression: with fewer than three points the normal matrix has rank one, and the collinearity check below refuses it anyway
  if (rangings.length < MAP.trilaterationMinimum) return undefined;
  const last = rangings[rangings.length - 1]!;
  let a11 = 0,
    a12 = 0,
    a22 = 0,
    b1 = 0,
    b2 = 0;
  // Stryker disable next-line MethodExpression: the last circle minus itself is a row of zeros, which adds nothing
  for (const { point, distance } of rangings.slice(0, -1)) {
    const ax = 2 * (last.point.x - point.x);
    const ay = 2 * (last.point.y - point.y);
    const b =
      distance ** 2 -
      last.distance ** 2 -
      point.x ** 2 +
      last.point.x ** 2 -
      point.y ** 2 +
      last.point.y ** 2;
    a11 += ax * ax;
    a12 += ax * ay;
    a22 += ay * ay;
    b1 += ax * b;
    b2 += ay * b;
  }
  const determinant = a11 * a22 - a12 * a12;
  // Collinear reference points: the system has no single answer.
  // Stryker disable next-line EqualityOperator: a determinant exactly at the threshold is as unusable as one under it
  if (Math.abs(determinant) < 1e-9 * Math.max(1, a11 * a22)) return undefined;
  const x = (a22 * b1 - a12 * b2) / determinant;
  const y = (a11 * b2 - a12 * b1) / determinant;
  return Number.isFinite(x) && Number.isFinite(y) ? mapPoint(x, y) : undefined;
}

/** The average of the points, each weighted by 1 / distance: the nearer, the heavier. */
export function weightedCentroid(rangings: readonly Ranging[]): MapPoint | undefined {
  let total = 0,
    x = 0,
    y = 0;
  for (const { point, distance } of rangings) {
    const weight = 1 / Math.max(distance, MAP.minDistance);
    total += weight;
    x += point.x * weight;
    y += point.y * weight;
  }
  return total > 0 ? mapPoint(x / total, y / total) : undefined;
}

/** On the map, to a tenth of a unit. */
const settle = (point: MapPoint) => clampToMap(roundTenth(point.x), roundTenth(point.y));

/**
 * Where the scanning phone is: trilateration with three or more reference points, the weighted
 * centroid with fewer (or when trilateration has no answer), the centre of the field with none.
 * Always on the map, to a tenth of a unit.
 */
export function estimatePosition(rangings: readonly Ranging[]): PositionEstimate {
  const trilaterated = trilaterate(rangings);
  if (trilaterated) return { point: settle(trilaterated), method: 'trilateration' };
  const centroid = weightedCentroid(rangings);
  if (centroid) return { point: settle(centroid), method: 'centroid' };
  return { point: MAP_CENTRE, method: 'centre' };
}
