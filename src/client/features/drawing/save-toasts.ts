import i18next from 'i18next';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import type { SaveOutcome } from './use-board-editor.ts';

/** Tells the team where its drawing went: saved, or saved as a new board after a conflict. */
const t = i18next.getFixedT(null, 'drawing');

export function toastSaved(outcome: SaveOutcome) {
  if (outcome.kind === 'saved') {
    toast({
      variant: 'success',
      title: t('toasts.savedTitle'),
      description: t('toasts.saved', { name: outcome.board.name }),
    });
  } else {
    toast({
      title: t('toasts.savedAsNewTitle'),
      description:
        outcome.reason === 'changed'
          ? t('toasts.savedAsNewChanged', { name: outcome.board.name })
          : t('toasts.savedAsNewDeleted'),
    });
  }
}

export function toastSaveFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: t('toasts.saveFailedTitle'),
    description: errorMessage(error, t('toasts.saveFailed')),
  });
}

export function toastWaitingToSave() {
  toast({ title: t('toasts.waitingTitle'), description: t('toasts.waiting') });
}
