import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFERENCE_POINTS,
  matchReferencePoint,
  moveReferencePoint,
  nearestReferencePoint,
} from './reference-points.ts';

describe('reference points', () => {
  it('starts with the spec defaults', () => {
    expect(DEFAULT_REFERENCE_POINTS.map(({ id, x, y }) => [id, x, y])).toEqual([
      ['pit-area', 50, 50],
      ['practice-fields', 450, 50],
      ['alliance-fields', 50, 350],
      ['skills-fields', 450, 350],
    ]);
  });

  it('moves one point at a time, clamped to x 0..500 and y 0..400', () => {
    const moved = moveReferencePoint(DEFAULT_REFERENCE_POINTS, 'pit-area', { x: -20, y: 999 });
    expect(moved[0]).toMatchObject({ id: 'pit-area', x: 0, y: 400 });
    expect(moved.slice(1)).toEqual(DEFAULT_REFERENCE_POINTS.slice(1));
    expect(
      moveReferencePoint(DEFAULT_REFERENCE_POINTS, 'skills-fields', { x: 501, y: 120 })[3],
    ).toMatchObject({ x: 500, y: 120 });
    expect(
      moveReferencePoint(DEFAULT_REFERENCE_POINTS, 'skills-fields', { x: Number.NaN, y: 10 })[3],
    ).toMatchObject({ x: 450, y: 10 });
  });

  it('recognises a beacon by the id or the name of the place it marks', () => {
    for (const name of ['pit-area', 'Pit Area', 'PIT_AREA']) {
      expect(matchReferencePoint({ id: 'opaque', name }, DEFAULT_REFERENCE_POINTS)?.id).toBe(
        'pit-area',
      );
    }
    expect(matchReferencePoint({ id: 'skills-fields' }, DEFAULT_REFERENCE_POINTS)?.id).toBe(
      'skills-fields',
    );
    expect(
      matchReferencePoint({ id: 'opaque', name: 'Headphones' }, DEFAULT_REFERENCE_POINTS),
    ).toBeUndefined();
  });

  it('recognises a moved or renamed place by its name alone, however it is spaced', () => {
    const custom = [{ id: 'zone-7', name: 'Pit Area', x: 10, y: 10 }];
    for (const name of ['Pit Area', 'PitArea', 'pit  area']) {
      expect(matchReferencePoint({ id: 'opaque', name }, custom)?.id).toBe('zone-7');
    }
  });

  it('names the nearest point to a position', () => {
    expect(nearestReferencePoint(DEFAULT_REFERENCE_POINTS, { x: 400, y: 300 })?.id).toBe(
      'skills-fields',
    );
    expect(nearestReferencePoint(DEFAULT_REFERENCE_POINTS, { x: 60, y: 40 })?.id).toBe('pit-area');
    expect(nearestReferencePoint([], { x: 400, y: 300 })).toBeUndefined();
  });
});
