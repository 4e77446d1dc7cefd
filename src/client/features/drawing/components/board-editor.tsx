import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addElement,
  clearScene,
  type Colour,
  type SceneElement,
  type Tool,
} from '../../../../shared/drawing/scene.ts';
import { BOARD_LABELS, type BoardLabelId } from '../../../../shared/drawing/labels.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { boardStatus } from '../board-status.ts';
import { downloadBoard } from '../download-board.ts';
import { PRESETS, type DrawingPreset } from '../presets.ts';
import { toastSaved } from '../save-toasts.ts';
import { useBoardEditor } from '../use-board-editor.ts';
import { useCoEditing } from '../use-co-editing.ts';
import { useBoardSaving } from '../use-board-saving.ts';
import { useUndoShortcuts } from '../use-undo-shortcuts.ts';
import { BoardActions } from './board-actions.tsx';
import { BoardDrawingArea } from './board-drawing-area.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
import { SavedBoards } from './saved-boards.tsx';
import { SharedWithUs } from './shared-with-us.tsx';
import { ShareDialog } from './share-dialog.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** Naming a new board checks the name with the contract's schema: loaded when the dialog opens, not with the board. */
const SaveBoardDialog = lazy(() =>
  import('./save-board-dialog.tsx').then((module) => ({ default: module.SaveBoardDialog })),
);

/**
 * A board being drawn on: the preset's tools, the canvas, the actions and, for a team, its saved
 * boards. Opening another board or starting a new one asks first when there are unsaved changes.
 */
export function BoardEditor({
  preset,
  draftStorageKey,
  canSave,
  requestedId,
  showBoard,
  background,
  note,
  adminNote,
}: {
  preset: DrawingPreset;
  draftStorageKey: string;
  canSave: boolean;
  requestedId: number | null;
  showBoard: (id: number | null) => void;
  background: HTMLImageElement | null;
  note: ReactNode;
  adminNote: boolean;
}) {
  const { t } = useTranslation('drawing');
  const config = PRESETS[preset];
  const editor = useBoardEditor({ draftStorageKey, canSave, requestedId, showBoard });
  const saving = useBoardSaving(editor, draftStorageKey);
  const [tool, setTool] = useState<Tool>('pen');
  const [labelId, setLabelId] = useState<BoardLabelId>(BOARD_LABELS[0]);
  const [colour, setColour] = useState<Colour>(config.initialColour);
  const [width, setWidth] = useState(config.width?.initial ?? config.fixedWidth);
  const [leaving, setLeaving] = useState<null | { run: () => void }>(null);
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

  function onDraw(element: SceneElement) {
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

  function guardUnsaved(run: () => void) {
    if (editor.dirty) setLeaving({ run });
    else run();
  }

  // A board another team shared carries no name of theirs (no free text between teams).
  const ownBoard = !editor.current?.access || editor.current.access === 'owner';
  const current =
    editor.current && !ownBoard
      ? { ...editor.current, name: t('coEdit.sharedBoard') }
      : editor.current;
  const status = boardStatus(t, {
    canSave,
    waitingToSave: saving.waitingToSave,
    current,
    dirty: editor.dirty,
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,800px)_minmax(16rem,1fr)]">
      <div className="grid min-w-0 gap-4">
        <BoardToolbar
          config={config}
          tool={tool}
          onToolChange={setTool}
          labelId={labelId}
          onLabelChange={setLabelId}
          colour={colour}
          onColourChange={setColour}
          width={width}
          onWidthChange={setWidth}
          canUndo={live ? live.canUndo : editor.canUndo}
          canRedo={live ? live.canRedo : editor.canRedo}
          onUndo={undo}
          onRedo={redo}
        />
        {status ? (
          <p className="text-sm font-medium text-zinc-700" aria-live="polite">
            {status}
          </p>
        ) : null}
        {live ? <live.panels.presence.BoardEditors editors={live.editors} /> : null}
        {live && !live.canEdit ? (
          <p className="text-sm text-zinc-700">{t('coEdit.viewOnly')}</p>
        ) : null}
        {live?.state === 'offline' ? (
          <p className="text-sm text-amber-800">{t('coEdit.offline')}</p>
        ) : null}
        <BoardDrawingArea
          scene={scene}
          tool={tool}
          style={{ colour, width }}
          labelId={labelId}
          background={background}
          readOnly={!editor.ready || editor.loading || (live !== null && !live.canEdit)}
          onDraw={onDraw}
          onPointerAt={live ? (at) => live.session.pointer(at) : undefined}
          onDrawing={live?.canEdit ? (stroke) => live.session.drawing(stroke) : undefined}
          liveStrokes={live?.strokes}
          label={t('board.canvasLabel', {
            title: t(`presets.${preset}.title`),
            tool: t(`toolNames.${tool}`),
          })}
          loading={editor.loading}
          loadError={editor.loadError}
          onStartNew={() => editor.detach(true)}
        >
          {live ? (
            <live.panels.presence.EditorPointers editors={live.editors} board={scene} />
          ) : null}
        </BoardDrawingArea>
        {note}
        <BoardActions
          canSave={canSave}
          saving={editor.saving}
          ready={editor.ready}
          empty={scene.elements.length === 0}
          // A co-edited board is saved with every change: Save says so.
          onSave={() =>
            live && editor.current
              ? toastSaved({ kind: 'saved', board: current ?? editor.current })
              : void saving.save()
          }
          onShare={() => void saving.save(true)}
          onClear={clear}
          onDownload={() => void downloadBoard(scene, background)}
        />
        {adminNote ? <p className="text-sm text-zinc-600">{t('board.adminNote')}</p> : null}
      </div>

      {canSave ? (
        <div className="grid gap-6">
          <SavedBoards
            currentId={editor.current?.id ?? null}
            onOpen={(id) => guardUnsaved(() => showBoard(id))}
            onNew={() => guardUnsaved(() => editor.detach(false))}
            onDeleted={(id) => {
              if (editor.current?.id === id) editor.detach(true);
            }}
          />
          {live && editor.current && ownBoard ? (
            <live.panels.sharing.PartnerSharing boardId={editor.current.id} />
          ) : null}
          <SharedWithUs
            currentId={editor.current?.id ?? null}
            onOpen={(id) => guardUnsaved(() => showBoard(id))}
          />
        </div>
      ) : null}

      {saving.naming ? (
        <Suspense fallback={null}>
          <SaveBoardDialog
            open
            onOpenChange={(open) => !open && saving.stopNaming()}
            onSave={(name) => void saving.saveNamed(name)}
            saving={editor.saving}
          />
        </Suspense>
      ) : null}
      <ShareDialog
        link={saving.share?.link ?? null}
        copied={saving.share?.copied ?? false}
        onOpenChange={(open) => !open && saving.closeShare()}
      />
      <ConfirmDialog
        open={leaving !== null}
        onCancel={() => setLeaving(null)}
        title={t('leave.title')}
        description={t('leave.description')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        destructive
        onConfirm={() => {
          leaving?.run();
          setLeaving(null);
        }}
      />
    </div>
  );
}
