import { describe, expect, it } from 'vitest';
import { mapPoint } from './coordinates.ts';
import { estimatePosition, trilaterate, weightedCentroid, type Ranging } from './estimate.ts';

const corners = [mapPoint(50, 50), mapPoint(450, 50), mapPoint(50, 350), mapPoint(450, 350)];

/** Exact distances from `target` to each point. */
const rangingsTo = (target: { x: number; y: number }, points = corners): Ranging[] =>
  points.map((point) => ({ point, distance: Math.hypot(point.x - target.x, point.y - target.y) }));

describe('trilaterate', () => {
  it('finds the exact position from four reference points', () => {
    const position = trilaterate(rangingsTo({ x: 200, y: 150 }))!;
    expect(position.x).toBeCloseTo(200, 9);
    expect(position.y).toBeCloseTo(150, 9);
  });

  it('finds the exact position from three reference points', () => {
    const position = trilaterate(rangingsTo({ x: 320, y: 75 }, corners.slice(0, 3)))!;
    expect(position.x).toBeCloseTo(320, 9);
    expect(position.y).toBeCloseTo(75, 9);
  });

  it('gives the least-squares answer when the distances disagree', () => {
    // Every corner claims 100 units: no point fits, the symmetric best fit is the centre.
    const position = trilaterate(corners.map((point) => ({ point, distance: 100 })))!;
    expect(position.x).toBeCloseTo(250, 9);
    expect(position.y).toBeCloseTo(200, 9);
  });

  it('needs three points, not on one line', () => {
    expect(trilaterate(rangingsTo({ x: 100, y: 100 }, corners.slice(0, 2)))).toBeUndefined();
    const inLine = [mapPoint(50, 50), mapPoint(250, 50), mapPoint(450, 50)];
    expect(trilaterate(rangingsTo({ x: 100, y: 100 }, inLine))).toBeUndefined();
  });

  it('treats points on a slanted line as one line, though rounding leaves them a hair apart', () => {
    // On y = 0.1 x + 3; in floating point the determinant comes out about 1e-6, not 0.
    const slanted = [mapPoint(10.3, 4.03), mapPoint(170.7, 20.07), mapPoint(333.1, 36.31)];
    expect(trilaterate(slanted.map((point) => ({ point, distance: 50 })))).toBeUndefined();
    expect(estimatePosition(slanted.map((point) => ({ point, distance: 50 }))).method).toBe(
      'centroid',
    );
  });

  it('gives no answer when a distance is too large to compute with, in either coordinate', () => {
    // 1e152 overflows y alone (x stays 200); 1.3e154 overflows both.
    for (const distance of [1e152, 1.3e154]) {
      const rangings = [
        { point: mapPoint(100, 300), distance },
        { point: mapPoint(300, 100), distance: 100 },
        { point: mapPoint(100, 100), distance: 100 },
      ];
      expect(trilaterate(rangings)).toBeUndefined();
      expect(estimatePosition(rangings).method).toBe('centroid');
    }
  });
});

describe('weightedCentroid', () => {
  it('weights each point by 1 / distance', () => {
    const position = weightedCentroid([
      { point: mapPoint(50, 50), distance: 10 },
      { point: mapPoint(450, 50), distance: 30 },
    ])!;
    expect(position.x).toBeCloseTo(150, 9);
    expect(position.y).toBeCloseTo(50, 9);
  });

  it('is the point itself with one point, and nothing with none', () => {
    const single = weightedCentroid([{ point: mapPoint(450, 350), distance: 42 }])!;
    expect(single.x).toBeCloseTo(450, 9);
    expect(single.y).toBeCloseTo(350, 9);
    expect(weightedCentroid([])).toBeUndefined();
  });
});

describe('estimatePosition', () => {
  it('trilaterates with three or more points, to a tenth of a unit', () => {
    expect(estimatePosition(rangingsTo({ x: 200, y: 150 }))).toEqual({
      method: 'trilateration',
      point: { x: 200, y: 150 },
    });
    expect(estimatePosition(rangingsTo({ x: 123.44, y: 310.06 }))).toEqual({
      method: 'trilateration',
      point: { x: 123.4, y: 310.1 },
    });
  });

  it('uses the weighted centroid with two points, or with three on one line', () => {
    expect(estimatePosition(rangingsTo({ x: 100, y: 50 }, corners.slice(0, 2))).method).toBe(
      'centroid',
    );
    const inLine = [mapPoint(50, 50), mapPoint(250, 50), mapPoint(450, 50)];
    const estimate = estimatePosition(inLine.map((point) => ({ point, distance: 10 })));
    expect(estimate).toEqual({ method: 'centroid', point: { x: 250, y: 50 } });
  });

  it('falls back to the centre of the field with no reference points', () => {
    expect(estimatePosition([])).toEqual({ method: 'centre', point: { x: 250, y: 200 } });
  });

  it('keeps the estimate on the 500 x 400 map', () => {
    const estimate = estimatePosition(rangingsTo({ x: 620, y: -40 }));
    expect(estimate.method).toBe('trilateration');
    expect(estimate.point).toEqual({ x: 500, y: 0 });
  });
});
