import {
  commit,
  createHistory,
  redo,
  undo,
  type History,
} from '../../../shared/drawing/history.ts';
import { emptyScene, type Scene } from '../../../shared/drawing/scene.ts';

/** The saved board an editor is working on. */
export interface CurrentBoard {
  id: number;
  name: string;
  updatedAt: string;
  /** A board another team shared with this one, to `edit` or to `view` (decision 290); else this team's. */
  access?: 'owner' | 'edit' | 'view';
}

export interface EditorState {
  history: History;
  /** The saved board being edited, or null for a new, unsaved board. */
  current: CurrentBoard | null;
  /** The scene as last loaded or saved: the present differs from it when there are changes. */
  savedScene: Scene | null;
  /** False until the first content (a draft or a saved board) is in place. */
  ready: boolean;
}

export type EditorAction =
  | { type: 'commit'; scene: Scene }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Shows a scene with a fresh history: a draft, or a saved board (with its saved scene). */
  | { type: 'open'; scene: Scene; current: CurrentBoard | null; savedScene: Scene | null }
  | { type: 'saved'; current: CurrentBoard; scene: Scene }
  /** Leaves the saved board; the drawing stays as a new board, or is cleared. */
  | { type: 'detach'; keepDrawing: boolean };

export const initialEditorState = (): EditorState => ({
  history: createHistory(emptyScene()),
  current: null,
  savedScene: null,
  ready: false,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'commit':
      return { ...state, history: commit(state.history, action.scene) };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'open':
      return {
        history: createHistory(action.scene),
        current: action.current,
        savedScene: action.savedScene,
        ready: true,
      };
    case 'saved':
      return { ...state, current: action.current, savedScene: action.scene };
    case 'detach':
      return {
        ...state,
        current: null,
        savedScene: null,
        history: action.keepDrawing ? state.history : commit(state.history, emptyScene()),
      };
  }
}

/** Unsaved work: changes since the last save, or anything drawn on a new board. */
export function isDirty(state: EditorState): boolean {
  const present = state.history.present;
  return state.current ? present !== state.savedScene : present.elements.length > 0;
}
