import { describe, expect, it } from 'vitest';
import { canvasPoint, clampToBoard, viewportPoint, viewportToCanvas } from './coordinates.ts';

const board = { width: 800, height: 600 };

describe('viewportToCanvas', () => {
  it('maps a pointer on a canvas shown at half size onto board units', () => {
    const rect = { left: 10, top: 100, width: 400, height: 300 };
    expect(viewportToCanvas(viewportPoint(210, 250), rect, board)).toEqual([400, 300]);
    expect(viewportToCanvas(viewportPoint(10, 100), rect, board)).toEqual([0, 0]);
  });

  it('maps a phone-sized canvas (390 px wide) with a tenth-of-a-unit precision', () => {
    const rect = { left: 0, top: 0, width: 358, height: 268.5 };
    const [x, y] = viewportToCanvas(viewportPoint(100.3, 50.7), rect, board);
    expect(x).toBeCloseTo(224.1, 5);
    expect(y).toBeCloseTo(113.3, 5);
  });

  it('keeps points dragged past the edge on the board', () => {
    const rect = { left: 0, top: 0, width: 800, height: 600 };
    expect(viewportToCanvas(viewportPoint(-40, 900), rect, board)).toEqual([0, 600]);
    expect(clampToBoard(canvasPoint(801, -1), board)).toEqual([800, 0]);
  });

  it('does not divide by zero for a canvas that is not laid out yet', () => {
    const rect = { left: 0, top: 0, width: 0, height: 0 };
    expect(viewportToCanvas(viewportPoint(5, 6), rect, board)).toEqual([5, 6]);
  });
});
