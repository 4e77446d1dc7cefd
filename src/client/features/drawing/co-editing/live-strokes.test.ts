import * as Y from 'yjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStrokePart } from '../../../../shared/contract/drawings.ts';
import { addToDoc } from '../../../../shared/drawing/board-doc.ts';
import { canvasPoint } from '../../../../shared/drawing/coordinates.ts';
import { LIVE_STROKE_MAX_POINTS, type PenStroke } from '../../../../shared/drawing/scene.ts';
import { MyDrawing, OthersDrawing, REPORT_EVERY_MS } from './live-strokes.ts';

const pen = (points: Array<[number, number]>): PenStroke => ({
  kind: 'pen',
  colour: 'red',
  width: 4,
  points: points.map(([x, y]) => canvasPoint(x, y)),
});
const wire = (from: number, points: Array<[number, number]>) =>
  ({ from, part: { kind: 'pen', colour: 'red', width: 4, points } }) as LiveStrokePart;

afterEach(() => vi.useRealTimers());

describe("other editors' strokes being drawn", () => {
  it('grow by the points each report adds, and go once the document has the stroke', () => {
    const changed = vi.fn();
    const others = new OthersDrawing(changed);
    others.hear(
      7,
      wire(0, [
        [1, 1],
        [2, 2],
      ]),
      0,
    );
    others.hear(
      7,
      wire(1, [
        [2, 2],
        [3, 3],
      ]),
      100,
    );
    expect(others.list()).toEqual([
      pen([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ]);

    // The finished stroke arrives as a change made by client 7.
    const drawer = new Y.Doc();
    drawer.clientID = 7;
    addToDoc(
      drawer,
      pen([
        [1, 1],
        [3, 3],
      ]),
      'local',
    );
    others.finishedBy(Y.encodeStateAsUpdate(drawer));
    expect(others.list()).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(3);
    others.stop();
  });

  it('go quiet when their drawer stops reporting', () => {
    const others = new OthersDrawing(() => {});
    others.hear(7, wire(0, [[1, 1]]), 1000);
    others.hear(8, wire(0, [[5, 5]]), 2500);
    others.forgetQuiet(3500);
    expect(others.list()).toEqual([pen([[5, 5]])]);
    others.stop();
  });
});

describe('this copy’s stroke being drawn', () => {
  it('is reported a few times a second, each report with what it adds', () => {
    vi.useFakeTimers();
    const reports: LiveStrokePart[] = [];
    const mine = new MyDrawing((part) => reports.push(part));
    mine.drawing(
      pen([
        [1, 1],
        [2, 2],
      ]),
    );
    mine.drawing(
      pen([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    );
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    expect(reports).toEqual([
      wire(0, [
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ]);
    mine.drawing(
      pen([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]),
    );
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    expect(reports.at(-1)).toEqual(
      wire(2, [
        [3, 3],
        [4, 4],
      ]),
    );
    // Finished: nothing more is reported.
    mine.drawing(null);
    vi.advanceTimersByTime(REPORT_EVERY_MS * 3);
    expect(reports).toHaveLength(2);
  });

  it('carries at most LIVE_STROKE_MAX_POINTS points in one report', () => {
    vi.useFakeTimers();
    const reports: LiveStrokePart[] = [];
    const mine = new MyDrawing((part) => reports.push(part));
    const points = Array.from({ length: 450 }, (_, i) => [i, 1] as [number, number]);
    mine.drawing(pen(points));
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    const [report] = reports;
    expect(report!.from).toBe(450 - LIVE_STROKE_MAX_POINTS);
    expect((report!.part as { points: unknown[] }).points).toHaveLength(LIVE_STROKE_MAX_POINTS);
  });
});
