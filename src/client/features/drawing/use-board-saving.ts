import { useState } from 'react';
import { useLocation } from 'wouter';
import { onlineManager } from '@tanstack/react-query';
import { copyText } from './components/share-dialog.tsx';
import { toastSaved, toastSaveFailed, toastWaitingToSave } from './save-toasts.ts';
import type { useBoardEditor } from './use-board-editor.ts';
import { useQueuedSave } from './use-queued-save.ts';

type BoardEditor = ReturnType<typeof useBoardEditor>;

/**
 * Save and Share on an editable board: a new board is named first, an unchanged one is shared
 * as it is, and offline a Save waits for the connection (use-queued-save.ts, decision 123).
 */
export function useBoardSaving(editor: BoardEditor, draftStorageKey: string) {
  const [location] = useLocation();
  const [naming, setNaming] = useState<null | { thenShare: boolean }>(null);
  const [share, setShare] = useState<{ link: string; copied: boolean } | null>(null);
  const queuedSave = useQueuedSave(
    draftStorageKey,
    editor.ready && !editor.loading,
    async ({ name, idempotencyKey }) => {
      if (name !== null && !editor.current)
        toastSaved({ kind: 'saved', board: await editor.saveAs(name, idempotencyKey) });
      else toastSaved(await editor.save());
    },
    toastSaveFailed,
  );

  async function openShare(id: number) {
    const link = `${window.location.origin}${location}?board=${id}&view=1`;
    setShare({ link, copied: await copyText(link) });
  }

  function saveLater(name: string | null) {
    // The queued save saves the draft: it must hold what was drawn before the save is recorded.
    editor.flushDraft();
    queuedSave.queue(name);
    toastWaitingToSave();
  }

  async function save(thenShare = false) {
    const current = editor.current;
    if (!current) {
      setNaming({ thenShare });
      return;
    }
    if (!onlineManager.isOnline()) return saveLater(null);
    try {
      if (thenShare && !editor.dirty) {
        await openShare(current.id);
        return;
      }
      const outcome = await editor.save();
      toastSaved(outcome);
      if (thenShare) await openShare(outcome.board.id);
    } catch (error) {
      toastSaveFailed(error);
    }
  }

  async function saveNamed(name: string) {
    const thenShare = naming?.thenShare ?? false;
    if (!onlineManager.isOnline()) {
      setNaming(null);
      return saveLater(name);
    }
    try {
      const board = await editor.saveAs(name);
      setNaming(null);
      toastSaved({ kind: 'saved', board });
      if (thenShare) await openShare(board.id);
    } catch (error) {
      toastSaveFailed(error);
    }
  }

  return {
    save,
    saveNamed,
    /** A new board is being named in the save dialog. */
    naming: naming !== null,
    stopNaming: () => setNaming(null),
    share,
    closeShare: () => setShare(null),
    waitingToSave: queuedSave.waiting,
  };
}
