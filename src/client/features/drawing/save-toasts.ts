import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api.ts';
import type { SaveOutcome } from './use-board-editor.ts';

/** Tells the team where its drawing went: saved, or saved as a new board after a conflict. */
export function toastSaved(outcome: SaveOutcome) {
  if (outcome.kind === 'saved') {
    toast({ variant: 'success', title: 'Board Saved', description: `"${outcome.board.name}" is saved for your team.` });
  } else {
    toast({
      title: 'Saved as a new board',
      description:
        outcome.reason === 'changed'
          ? `This board was changed on another device, so your drawing was saved as "${outcome.board.name}".`
          : `This board had been deleted on another device, so your drawing was saved as a new board.`,
    });
  }
}

export function toastSaveFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Save Failed',
    description: errorMessage(error, 'There was an error saving your board. Please try again.'),
  });
}

export function toastWaitingToSave() {
  toast({ title: 'Waiting to save', description: 'You are offline. The board is kept on this device and saved when you are back online.' });
}
