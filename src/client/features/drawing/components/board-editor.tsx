import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addElement, clearScene, type Colour, type SceneElement, type Tool } from '../../../../shared/drawing/scene.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { boardStatus } from '../board-status.ts';
import { downloadBoard } from '../download-board.ts';
import { PRESETS, type DrawingPreset } from '../presets.ts';
import { useBoardEditor } from '../use-board-editor.ts';
import { useBoardSaving } from '../use-board-saving.ts';
import { useUndoShortcuts } from '../use-undo-shortcuts.ts';
import { BoardActions } from './board-actions.tsx';
import { BoardDrawingArea } from './board-drawing-area.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
import { SaveBoardDialog } from './save-board-dialog.tsx';
import { SavedBoards } from './saved-boards.tsx';
import { ShareDialog } from './share-dialog.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

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
  const [colour, setColour] = useState<Colour>(config.initialColour);
  const [width, setWidth] = useState(config.width?.initial ?? config.fixedWidth);
  const [leaving, setLeaving] = useState<null | { run: () => void }>(null);
  useUndoShortcuts(editor.undo, editor.redo);

  function onDraw(element: SceneElement) {
    const result = addElement(editor.scene, element);
    if (result.added) editor.commit(result.scene);
    else if (result.reason === 'full') {
      toast({
        variant: 'destructive',
        title: t('board.fullTitle'),
        description: t('board.full'),
      });
    }
  }

  function clear() {
    if (editor.scene.elements.length === 0) return;
    editor.commit(clearScene(editor.scene));
    toast({ title: t('board.clearedTitle'), description: t('board.cleared') });
  }

  function guardUnsaved(run: () => void) {
    if (editor.dirty) setLeaving({ run });
    else run();
  }

  const status = boardStatus(t, { canSave, waitingToSave: saving.waitingToSave, current: editor.current, dirty: editor.dirty });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,800px)_minmax(16rem,1fr)]">
      <div className="grid min-w-0 gap-4">
        <BoardToolbar
          config={config}
          tool={tool}
          onToolChange={setTool}
          colour={colour}
          onColourChange={setColour}
          width={width}
          onWidthChange={setWidth}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={editor.undo}
          onRedo={editor.redo}
        />
        {status ? (
          <p className="text-sm font-medium text-zinc-700" aria-live="polite">
            {status}
          </p>
        ) : null}
        <BoardDrawingArea
          scene={editor.scene}
          tool={tool}
          style={{ colour, width }}
          background={background}
          readOnly={!editor.ready || editor.loading}
          onDraw={onDraw}
          label={t('board.canvasLabel', { title: t(`presets.${preset}.title`), tool: t(`toolNames.${tool}`) })}
          loading={editor.loading}
          loadError={editor.loadError}
          onStartNew={() => editor.detach(true)}
        />
        {note}
        <BoardActions
          canSave={canSave}
          saving={editor.saving}
          ready={editor.ready}
          empty={editor.scene.elements.length === 0}
          onSave={() => void saving.save()}
          onShare={() => void saving.save(true)}
          onClear={clear}
          onDownload={() => void downloadBoard(editor.scene, background)}
        />
        {adminNote ? (
          <p className="text-sm text-zinc-600">{t('board.adminNote')}</p>
        ) : null}
      </div>

      {canSave ? (
        <SavedBoards
          currentId={editor.current?.id ?? null}
          onOpen={(id) => guardUnsaved(() => showBoard(id))}
          onNew={() => guardUnsaved(() => editor.detach(false))}
          onDeleted={(id) => {
            if (editor.current?.id === id) editor.detach(true);
          }}
        />
      ) : null}

      <SaveBoardDialog
        open={saving.naming}
        onOpenChange={(open) => !open && saving.stopNaming()}
        onSave={(name) => void saving.saveNamed(name)}
        saving={editor.saving}
      />
      <ShareDialog link={saving.share?.link ?? null} copied={saving.share?.copied ?? false} onOpenChange={(open) => !open && saving.closeShare()} />
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
