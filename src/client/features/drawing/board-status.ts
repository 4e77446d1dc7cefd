import type { CurrentBoard } from './board-editor-state.ts';

/** The line under the toolbar saying what is open and whether it is saved (null: nothing to say). */
export function boardStatus({
  canSave,
  waitingToSave,
  current,
  dirty,
}: {
  canSave: boolean;
  waitingToSave: boolean;
  current: CurrentBoard | null;
  dirty: boolean;
}): string | null {
  if (!canSave) return null;
  if (waitingToSave) return 'Waiting to save: saves when you are back online';
  if (current) return `${current.name} · ${dirty ? 'Unsaved changes' : 'All changes saved'}`;
  return dirty ? 'New board · Not saved yet' : 'New board';
}
