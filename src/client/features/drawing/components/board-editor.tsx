import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour, Tool } from '../../../../shared/drawing/scene.ts';
import { BOARD_LABELS, type BoardLabelId } from '../../../../shared/drawing/labels.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { boardStatus } from '../board-status.ts';
import { downloadBoard } from '../download-board.ts';
import { PRESETS, type DrawingPreset } from '../presets.ts';
import { toastSaved } from '../save-toasts.ts';
import { useBoardEditor } from '../use-board-editor.ts';
import { useBoardSaving } from '../use-board-saving.ts';
import type { FieldImageState } from '../use-field-image.ts';
import { useLiveBoard } from '../use-live-board.ts';
import { BoardActions } from './board-actions.tsx';
import { BoardDrawingArea } from './board-drawing-area.tsx';
import { BoardSidebar } from './board-sidebar.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
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
  field,
  note,
  adminNote,
}: {
  preset: DrawingPreset;
  draftStorageKey: string;
  canSave: boolean;
  requestedId: number | null;
  showBoard: (id: number | null) => void;
  field: FieldImageState;
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
  const { live, scene, undo, redo, draw, clear } = useLiveBoard({
    editor,
    canSave,
    draftStorageKey,
    t,
  });

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
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,800px)_minmax(16rem,1fr)]">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
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
          background={field.image}
          backgroundLoading={field.status === 'loading'}
          readOnly={!editor.ready || editor.loading || (live !== null && !live.canEdit)}
          onDraw={draw}
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
          onDownload={() => void downloadBoard(scene, field.image)}
        />
        {adminNote ? <p className="text-sm text-zinc-600">{t('board.adminNote')}</p> : null}
      </div>

      {canSave ? (
        <BoardSidebar
          current={editor.current}
          live={live}
          ownBoard={ownBoard}
          onOpen={(id) => guardUnsaved(() => showBoard(id))}
          onNew={() => guardUnsaved(() => editor.detach(false))}
          onDeleted={(id) => {
            if (editor.current?.id === id) editor.detach(true);
          }}
        />
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
