import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../../shared/drawing/coordinates.ts';
import { addElement, emptyScene, startStroke } from '../../../shared/drawing/scene.ts';
import { editorReducer, initialEditorState, isDirty } from './board-editor-state.ts';

const drawn = addElement(
  emptyScene(),
  startStroke('pen', { colour: 'red', width: 5 }, canvasPoint(5, 5)),
).scene;
const board = { id: 3, name: 'Plan', updatedAt: '2025-05-03T10:00:00.000Z' };

describe('the board editor state', () => {
  it('counts anything drawn on a new board as unsaved', () => {
    let state = editorReducer(initialEditorState(), {
      type: 'open',
      scene: emptyScene(),
      current: null,
      savedScene: null,
    });
    expect(isDirty(state)).toBe(false);
    state = editorReducer(state, { type: 'commit', scene: drawn });
    expect(isDirty(state)).toBe(true);
  });

  it('is clean after a save and again after undoing back to the saved drawing', () => {
    let state = editorReducer(initialEditorState(), {
      type: 'open',
      scene: drawn,
      current: board,
      savedScene: drawn,
    });
    expect(state.ready).toBe(true);
    expect(isDirty(state)).toBe(false);
    state = editorReducer(state, { type: 'commit', scene: emptyScene() });
    expect(isDirty(state)).toBe(true);
    state = editorReducer(state, { type: 'undo' });
    expect(isDirty(state)).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    state = editorReducer(state, {
      type: 'saved',
      current: { ...board, updatedAt: 'later' },
      scene: state.history.present,
    });
    expect(isDirty(state)).toBe(false);
  });

  it('opens a board with a fresh history and leaves it keeping or clearing the drawing', () => {
    let state = editorReducer(initialEditorState(), {
      type: 'open',
      scene: drawn,
      current: board,
      savedScene: drawn,
    });
    expect(state.history.past).toHaveLength(0);
    const kept = editorReducer(state, { type: 'detach', keepDrawing: true });
    expect(kept.current).toBeNull();
    expect(kept.history.present).toBe(drawn);
    state = editorReducer(state, { type: 'detach', keepDrawing: false });
    expect(state.history.present.elements).toHaveLength(0);
    expect(editorReducer(state, { type: 'undo' }).history.present).toBe(drawn);
  });
});
