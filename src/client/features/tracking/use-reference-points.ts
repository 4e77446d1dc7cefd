import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_REFERENCE_POINTS,
  moveReferencePoint,
  type ReferencePoint,
} from '../../../shared/positioning/reference-points.ts';

/** Beacon reference points are local to this browser (spec section 3). */
const REFERENCE_POINTS_STORAGE_KEY = 'trackingBeaconPositions';

/** The saved positions over the defaults; anything unreadable is ignored. */
function load(): ReferencePoint[] {
  let points: ReferencePoint[] = [...DEFAULT_REFERENCE_POINTS];
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REFERENCE_POINTS_STORAGE_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return points;
    for (const [id, position] of Object.entries(
      saved as Record<string, { x?: unknown; y?: unknown }>,
    )) {
      if (typeof position?.x === 'number' && typeof position.y === 'number') {
        points = moveReferencePoint(points, id, { x: position.x, y: position.y });
      }
    }
  } catch {
    // Storage blocked or corrupt: the defaults will do.
  }
  return points;
}

function save(points: readonly ReferencePoint[]) {
  try {
    localStorage.setItem(
      REFERENCE_POINTS_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(points.map((p) => [p.id, { x: p.x, y: p.y }]))),
    );
  } catch {
    // Private mode: positions last for this visit only.
  }
}

export function useReferencePoints() {
  const [points, setPoints] = useState<ReferencePoint[]>(load);
  useEffect(() => save(points), [points]);
  const move = useCallback(
    (id: string, position: { x: number; y: number }) =>
      setPoints((current) => moveReferencePoint(current, id, position)),
    [],
  );
  const reset = useCallback(() => setPoints([...DEFAULT_REFERENCE_POINTS]), []);
  return { points, move, reset };
}
