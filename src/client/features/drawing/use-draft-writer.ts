import { useCallback, useEffect, useRef } from 'react';
import type { Scene } from '../../../shared/drawing/scene.ts';
import type { CurrentBoard } from './board-editor-state.ts';
import { saveDraft, type Draft } from './draft-storage.ts';

const DRAFT_DELAY_MS = 300;

/**
 * Keeps the browser draft of an editable board: `flushDraft` writes the draft still waiting for
 * its timer, `writeDraftNow` writes another in its place (a saved board).
 */
export function useDraftWriter(
  draftStorageKey: string,
  {
    ready,
    present,
    current,
    dirty,
  }: { ready: boolean; present: Scene; current: CurrentBoard | null; dirty: boolean },
) {
  // The draft as it stands, written DRAFT_DELAY_MS after the last change, or at once when the
  // page goes away (a reload, a closed tab, another page) or a Save is queued on it: a stroke
  // drawn just before, or a save acknowledged as waiting, never depends on the timer.
  const pendingDraft = useRef<Draft | null>(null);
  const flushDraft = useCallback(() => {
    if (pendingDraft.current) saveDraft(draftStorageKey, pendingDraft.current);
    pendingDraft.current = null;
  }, [draftStorageKey]);
  useEffect(() => {
    if (!ready) return;
    pendingDraft.current = {
      scene: present,
      boardId: current?.id ?? null,
      boardUpdatedAt: current?.updatedAt ?? null,
      unsaved: dirty,
    };
    const timer = setTimeout(flushDraft, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, present, current, dirty, flushDraft]);
  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      flushDraft();
    };
  }, [flushDraft]);
  const writeDraftNow = useCallback(
    (draft: Draft) => {
      pendingDraft.current = null;
      saveDraft(draftStorageKey, draft);
    },
    [draftStorageKey],
  );
  return { flushDraft, writeDraftNow };
}
