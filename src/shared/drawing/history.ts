import type { Scene } from './scene.ts';

/** Undo/redo over immutable scene snapshots. */
export interface History {
  readonly past: readonly Scene[];
  readonly present: Scene;
  readonly future: readonly Scene[];
}

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 100;

export function createHistory(present: Scene): History {
  return { past: [], present, future: [] };
}

/** Records a new present; a no-op for the same scene (nothing changed, nothing to undo). */
export function commit(history: History, next: Scene): History {
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
