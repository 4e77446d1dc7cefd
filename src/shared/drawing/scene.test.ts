import { describe, expect, it } from 'vitest';
import { canvasPoint } from './coordinates.ts';
import {
  addElement,
  clearScene,
  emptyScene,
  extendStroke,
  paintOf,
  rectangleBetween,
  rectangleBounds,
  SCENE_LIMITS,
  startStroke,
  totalPoints,
  type Scene,
} from './scene.ts';

const style = { colour: 'red' as const, width: 5 };

describe('freehand strokes', () => {
  it('collects points and skips ones that add nothing visible', () => {
    let stroke = startStroke('pen', style, canvasPoint(10, 10));
    stroke = extendStroke(stroke, canvasPoint(10.4, 10.4));
    stroke = extendStroke(stroke, canvasPoint(20, 10));
    expect(stroke.points).toEqual([
      [10, 10],
      [20, 10],
    ]);
    expect(stroke).toMatchObject({ kind: 'pen', colour: 'red', width: 5 });
  });

  it('stops growing at the per-stroke limit', () => {
    let stroke = startStroke('eraser', style, canvasPoint(0, 0));
    for (let i = 1; i < SCENE_LIMITS.maxPointsPerStroke + 10; i++)
      stroke = extendStroke(stroke, canvasPoint(i % 700, i % 2));
    expect(stroke.points).toHaveLength(SCENE_LIMITS.maxPointsPerStroke);
    expect(stroke.kind).toBe('eraser');
  });
});

describe('the scene', () => {
  it('starts as an empty 800 x 600 board', () => {
    expect(emptyScene()).toEqual({ version: 1, width: 800, height: 600, elements: [] });
  });

  it('adds finished elements without changing the previous scene', () => {
    const before = emptyScene();
    const result = addElement(before, startStroke('pen', style, canvasPoint(1, 1)));
    expect(result.added).toBe(true);
    expect(result.scene.elements).toHaveLength(1);
    expect(before.elements).toHaveLength(0);
  });

  it('keeps a click with the pen as a dot but drops a rectangle without a drag', () => {
    const dot = addElement(emptyScene(), startStroke('pen', style, canvasPoint(5, 5)));
    expect(dot.added).toBe(true);
    const flat = addElement(
      emptyScene(),
      rectangleBetween(style, canvasPoint(5, 5), canvasPoint(5.2, 40)),
    );
    expect(flat).toMatchObject({ added: false, reason: 'empty' });
  });

  it('normalises a rectangle dragged up and to the left', () => {
    expect(
      rectangleBounds(rectangleBetween(style, canvasPoint(100, 80), canvasPoint(40, 20))),
    ).toEqual({
      x: 40,
      y: 20,
      width: 60,
      height: 60,
    });
  });

  it('refuses elements once the board is full', () => {
    const rect = rectangleBetween(style, canvasPoint(0, 0), canvasPoint(10, 10));
    const full: Scene = {
      ...emptyScene(),
      elements: Array.from({ length: SCENE_LIMITS.maxElements }, () => rect),
    };
    expect(addElement(full, rect)).toMatchObject({ added: false, reason: 'full' });
    expect(totalPoints(full)).toBe(SCENE_LIMITS.maxElements * 2);
  });

  it('clears to an empty board, and clearing an empty board changes nothing', () => {
    const drawn = addElement(emptyScene(), startStroke('pen', style, canvasPoint(1, 1))).scene;
    expect(clearScene(drawn).elements).toEqual([]);
    const empty = emptyScene();
    expect(clearScene(empty)).toBe(empty);
  });

  it('paints palette names with their shade and hex colours as they are', () => {
    expect(paintOf('yellow')).toMatch(/^#[0-9a-f]{6}$/);
    expect(paintOf('#123abc')).toBe('#123abc');
  });
});
