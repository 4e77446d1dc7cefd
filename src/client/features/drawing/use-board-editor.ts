import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Drawing } from '../../../shared/contract/drawings.ts';
import { canRedo, canUndo } from '../../../shared/drawing/history.ts';
import { checkScene } from '../../../shared/drawing/scene-check.ts';
import { emptyScene, type Scene } from '../../../shared/drawing/scene.ts';
import { isApiError } from '../../lib/api.ts';
import { drawingQueryOptions, sceneBody, useCreateDrawing, useUpdateDrawing } from './api.ts';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  type CurrentBoard,
} from './board-editor-state.ts';
import { clearDraft, loadDraft } from './draft-storage.ts';
import { useDraftWriter } from './use-draft-writer.ts';

export type { CurrentBoard } from './board-editor-state.ts';

export type SaveOutcome =
  | { kind: 'saved'; board: CurrentBoard }
  /** Another device saved first (409) or deleted the board: the drawing went to a new board. */
  | { kind: 'saved-as-copy'; board: CurrentBoard; reason: 'changed' | 'deleted' };

const COPY_SUFFIX = ' (copy)';
const NAME_MAX = 80;

const sceneOf = (drawing: Drawing): Scene => {
  const parsed = checkScene(drawing.scene);
  return parsed.ok ? parsed.scene : emptyScene();
};

const boardOf = (drawing: Drawing): CurrentBoard => ({
  id: drawing.id,
  name: drawing.name,
  updatedAt: drawing.updatedAt,
  ...(drawing.access ? { access: drawing.access } : {}),
});

/**
 * An editable board: its undo history, the saved board it edits (if any), the browser draft,
 * and saving. `requestedId` is the board the address names; `showBoard` changes the address.
 */
export function useBoardEditor({
  draftStorageKey,
  canSave,
  requestedId,
  showBoard,
}: {
  draftStorageKey: string;
  canSave: boolean;
  requestedId: number | null;
  showBoard: (id: number | null) => void;
}) {
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  // The board being edited, readable at once (the address and the state change in one step).
  const currentRef = useRef<CurrentBoard | null>(null);
  const create = useCreateDrawing();
  const update = useUpdateDrawing();

  const wanted = requestedId !== null && requestedId !== state.current?.id ? requestedId : null;
  const requested = useQuery({
    ...drawingQueryOptions(wanted ?? 0),
    enabled: canSave && wanted !== null,
  });

  // Open what the address names: a saved board, or else the draft kept in this browser.
  useEffect(() => {
    if (requestedId === null) {
      if (currentRef.current) showBoard(currentRef.current.id);
      else if (!state.ready) {
        const draft = loadDraft(draftStorageKey);
        if (canSave && draft?.boardId != null) showBoard(draft.boardId);
        else
          dispatch({
            type: 'open',
            scene: draft?.scene ?? emptyScene(),
            current: null,
            savedScene: null,
          });
      }
      return;
    }
    const drawing = requested.data;
    if (requestedId === currentRef.current?.id || drawing?.id !== requestedId) return;
    const fromServer = sceneOf(drawing);
    const draft = loadDraft(draftStorageKey);
    const local = draft?.boardId === drawing.id && draft.unsaved ? draft : null;
    // Unsaved work from this browser is shown. If the board was saved elsewhere since, it keeps
    // its old base, so the next Save keeps both (the server's 409 makes this drawing a copy).
    currentRef.current = boardOf(
      local ? { ...drawing, updatedAt: local.boardUpdatedAt ?? drawing.updatedAt } : drawing,
    );
    dispatch({
      type: 'open',
      scene: local ? local.scene : fromServer,
      current: currentRef.current,
      savedScene: fromServer,
    });
  }, [requestedId, requested.data, state.ready, draftStorageKey, canSave, showBoard]);

  // A board that cannot be opened is not reopened from the draft next time.
  const loadError = wanted !== null && requested.error ? requested.error : null;
  useEffect(() => {
    if (loadError && wanted !== null && loadDraft(draftStorageKey)?.boardId === wanted)
      clearDraft(draftStorageKey);
  }, [loadError, wanted, draftStorageKey]);

  const { ready, current } = state;
  const present = state.history.present;
  const dirty = isDirty(state);
  const { flushDraft, writeDraftNow } = useDraftWriter(draftStorageKey, {
    ready,
    present,
    current,
    dirty,
  });

  const markSaved = useCallback(
    (drawing: Drawing, scene: Scene) => {
      const board = boardOf(drawing);
      currentRef.current = board;
      dispatch({ type: 'saved', current: board, scene });
      writeDraftNow({ scene, boardId: board.id, boardUpdatedAt: board.updatedAt, unsaved: false });
      showBoard(board.id);
      return board;
    },
    [writeDraftNow, showBoard],
  );

  /** Saves the drawing as a new board named `name` (a retry sends the same idempotency key). */
  const saveAs = useCallback(
    async (name: string, idempotencyKey?: string): Promise<CurrentBoard> => {
      const scene = present;
      const drawing = await create.mutateAsync({ name, scene: sceneBody(scene), idempotencyKey });
      return markSaved(drawing, scene);
    },
    [present, create, markSaved],
  );

  /** Saves the open board; a newer save from elsewhere is kept and this drawing becomes a copy. */
  const save = useCallback(async (): Promise<SaveOutcome> => {
    const board = currentRef.current;
    if (!board) throw new Error('Name the board first');
    const scene = present;
    try {
      const drawing = await update.mutateAsync({
        id: board.id,
        scene: sceneBody(scene),
        expectedUpdatedAt: board.updatedAt,
      });
      return { kind: 'saved', board: markSaved(drawing, scene) };
    } catch (error) {
      if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) throw error;
      const changed = error.status === 409;
      const name = changed
        ? `${board.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`
        : board.name;
      const drawing = await create.mutateAsync({ name, scene: sceneBody(scene) });
      return {
        kind: 'saved-as-copy',
        board: markSaved(drawing, scene),
        reason: changed ? 'changed' : 'deleted',
      };
    }
  }, [present, update, create, markSaved]);

  const detach = useCallback(
    (keepDrawing: boolean) => {
      currentRef.current = null;
      dispatch({ type: 'detach', keepDrawing });
      showBoard(null);
    },
    [showBoard],
  );

  return {
    ready,
    scene: present,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    commit: useCallback((scene: Scene) => dispatch({ type: 'commit', scene }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    current,
    dirty,
    loading: wanted !== null && requested.isPending && requested.fetchStatus !== 'idle',
    loadError,
    saving: create.isPending || update.isPending,
    save,
    saveAs,
    detach,
    /** Writes the draft now (a Save queued on it must find it there after a reload). */
    flushDraft,
  };
}
