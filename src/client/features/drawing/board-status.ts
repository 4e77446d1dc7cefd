import type { TFunction } from 'i18next';
import type { CurrentBoard } from './board-editor-state.ts';

/** The line under the toolbar saying what is open and whether it is saved (null: nothing to say). */
export function boardStatus(
  t: TFunction<'drawing'>,
  {
    canSave,
    waitingToSave,
    current,
    dirty,
  }: {
    canSave: boolean;
    waitingToSave: boolean;
    current: CurrentBoard | null;
    dirty: boolean;
  },
): string | null {
  if (!canSave) return null;
  if (waitingToSave) return t('status.waiting');
  if (current) return t(dirty ? 'status.unsaved' : 'status.saved', { name: current.name });
  return dirty ? t('status.newUnsaved') : t('status.new');
}
