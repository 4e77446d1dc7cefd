import { describe, expect, it } from 'vitest';
import { canvasPoint } from './coordinates.ts';
import { canRedo, canUndo, commit, createHistory, HISTORY_LIMIT, redo, undo } from './history.ts';
import { addElement, clearScene, emptyScene, startStroke, type Scene } from './scene.ts';

const draw = (scene: Scene, x: number) =>
  addElement(scene, startStroke('pen', { colour: 'blue', width: 3 }, canvasPoint(x, x))).scene;

describe('undo and redo', () => {
  it('steps back and forward through drawn strokes', () => {
    const blank = emptyScene();
    let history = createHistory(blank);
    const one = draw(blank, 1);
    const two = draw(one, 2);
    history = commit(commit(history, one), two);
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(one);
    history = undo(history);
    expect(history.present).toBe(blank);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe(two);
    expect(canRedo(history)).toBe(false);
  });

  it('makes Clear undoable', () => {
    const drawn = draw(emptyScene(), 5);
    let history = commit(createHistory(emptyScene()), drawn);
    history = commit(history, clearScene(drawn));
    expect(history.present.elements).toHaveLength(0);
    expect(undo(history).present).toBe(drawn);
  });

  it('drops the redo branch when something new is drawn after an undo', () => {
    const blank = emptyScene();
    const one = draw(blank, 1);
    let history = undo(commit(createHistory(blank), one));
    history = commit(history, draw(blank, 9));
    expect(canRedo(history)).toBe(false);
  });

  it('ignores commits that change nothing and keeps at most the history limit', () => {
    let history = createHistory(emptyScene());
    expect(commit(history, history.present)).toBe(history);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++)
      history = commit(history, draw(history.present, i));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
