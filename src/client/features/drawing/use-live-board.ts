import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { addElement, clearScene, type SceneElement } from '../../../shared/drawing/scene.ts';
import { toast } from '../../components/ui/use-toast.ts';
import type { useBoardEditor } from './use-board-editor.ts';
import { useCoEditing } from './use-co-editing.ts';
import { useUndoShortcuts } from './use-undo-shortcuts.ts';

/**
 * The board an editor draws on: the shared document while a saved board is live, else the
 * editor's own history. Drawing, clearing, undo and redo go to whichever it is.
 */
export function useLiveBoard({
  editor,
  canSave,
  draftStorageKey,
  t,
}: {
  editor: ReturnType<typeof useBoardEditor>;
  canSave: boolean;
  draftStorageKey: string;
  t: TFunction<'drawing'>;
}) {
  // A saved board open and shown: every open copy of it draws together (decision 290).
  const live = useCoEditing(
    canSave && editor.ready && !editor.loading ? (editor.current?.id ?? null) : null,
    draftStorageKey,
  );
  const scene = live ? live.scene : editor.scene;
  const undo = live ? () => live.session.undo() : editor.undo;
  const redo = live ? () => live.session.redo() : editor.redo;
  useUndoShortcuts(undo, redo);

  // Strokes drawn on the saved snapshot before the board went live (opened offline, or while
  // the session loaded) join the document once, instead of being hidden by it.
  const joinedFromSnapshot = useRef<number | null>(null);
  const liveSession = live?.canEdit ? live.session : null;
  const liveScene = live?.scene ?? null;
  const { dirty, scene: snapshot } = editor;
  const currentId = editor.current?.id ?? null;
  useEffect(() => {
    if (!liveSession || !liveScene || !dirty || joinedFromSnapshot.current === currentId) return;
    joinedFromSnapshot.current = currentId;
    const onBoard = new Set(liveScene.elements.map((element) => JSON.stringify(element)));
    for (const element of snapshot.elements)
      if (!onBoard.has(JSON.stringify(element))) liveSession.add(element);
  }, [liveSession, liveScene, dirty, currentId, snapshot]);

  // Taken back by its owner (or deleted): the copy closes at once, and says why.
  const { detach } = editor;
  useEffect(() => {
    if (live?.state !== 'lost') return;
    toast({ variant: 'destructive', title: t('coEdit.lostTitle'), description: t('coEdit.lost') });
    detach(false);
  }, [live?.state, detach, t]);

  function draw(element: SceneElement) {
    const result = addElement(scene, element);
    if (result.added) {
      if (live) live.session.add(element);
      else editor.commit(result.scene);
    } else if (result.reason === 'full') {
      toast({
        variant: 'destructive',
        title: t('board.fullTitle'),
        description: t('board.full'),
      });
    }
  }

  function clear() {
    if (scene.elements.length === 0) return;
    if (live) live.session.clear();
    else editor.commit(clearScene(editor.scene));
    toast({ title: t('board.clearedTitle'), description: t('board.cleared') });
  }

  return { live, scene, undo, redo, draw, clear };
}
