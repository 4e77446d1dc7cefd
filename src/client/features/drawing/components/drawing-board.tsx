import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { onlineManager } from '@tanstack/react-query';
import { Download, Save, Share2, Trash } from 'lucide-react';
import { DRAWING } from '../../../../shared/constants.ts';
import { addElement, clearScene, type Colour, type Scene, type SceneElement, type Tool } from '../../../../shared/drawing/scene.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../auth/api.ts';
import { draftKey } from '../draft-storage.ts';
import { PRESETS, type DrawingPreset } from '../presets.ts';
import { downloadBlob, exportBoardPng } from '../render.ts';
import { useBoardEditor, type SaveOutcome } from '../use-board-editor.ts';
import { useFieldImage } from '../use-field-image.ts';
import { useQueuedSave } from '../use-queued-save.ts';
import { BoardCanvas } from './board-canvas.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
import { SaveBoardDialog } from './save-board-dialog.tsx';
import { SavedBoards } from './saved-boards.tsx';
import { copyText, ShareDialog } from './share-dialog.tsx';
import { SharedBoardView } from './shared-board-view.tsx';

const parseBoardId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

async function downloadScene(scene: Scene, image: HTMLImageElement | null) {
  try {
    downloadBlob(await exportBoardPng(scene, image), DRAWING.downloadFileName);
  } catch (error) {
    toast({ variant: 'destructive', title: 'Download Failed', description: errorMessage(error, 'The drawing could not be downloaded.') });
  }
}

/**
 * The one drawing board behind every drawing route; the preset decides its tools (spec 2.17).
 * On the full board a team saves, reopens and shares boards (`?board=ID`, `&view=1` read-only).
 */
export function DrawingBoard({ preset }: { preset: DrawingPreset }) {
  const config = PRESETS[preset];
  const session = useSession();
  const field = useFieldImage();
  const [params, setParams] = useSearchParams();
  const teamCanSave = config.canSave && session.teamId !== null;
  const boardId = config.canSave ? parseBoardId(params.get('board')) : null;
  const viewOnly = boardId !== null && (params.get('view') === '1' || !teamCanSave);

  const showBoard = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('view');
          if (id === null) next.delete('board');
          else next.set('board', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const fallbackNote =
    field.status === 'fallback' ? (
      <p className="text-sm text-zinc-600">The field picture is not available right now, so the board shows a plain field.</p>
    ) : null;

  if (session.isLoading) return <Spinner label="Checking your session" />;

  if (viewOnly && boardId !== null) {
    return (
      <div className="grid gap-3">
        <SharedBoardView
          id={boardId}
          background={field.image}
          onDownload={(scene) => void downloadScene(scene, field.image)}
          onEdit={teamCanSave ? () => showBoard(boardId) : null}
        />
        {fallbackNote}
      </div>
    );
  }

  const identity = session.teamId !== null ? `team-${session.teamId}` : session.isAdmin ? 'admin' : 'guest';
  return (
    <BoardEditor
      key={`${identity}:${preset}`}
      preset={preset}
      draftStorageKey={draftKey(identity, preset)}
      canSave={teamCanSave}
      requestedId={teamCanSave ? boardId : null}
      showBoard={showBoard}
      background={field.image}
      note={fallbackNote}
      adminNote={config.canSave && session.isAdmin}
    />
  );
}

function BoardEditor({
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
  const config = PRESETS[preset];
  const [location] = useLocation();
  const editor = useBoardEditor({ draftStorageKey, canSave, requestedId, showBoard });
  const [tool, setTool] = useState<Tool>('pen');
  const [colour, setColour] = useState<Colour>(config.initialColour);
  const [width, setWidth] = useState(config.width?.initial ?? config.fixedWidth);
  const [naming, setNaming] = useState<null | { thenShare: boolean }>(null);
  const [share, setShare] = useState<{ link: string; copied: boolean } | null>(null);
  const [leaving, setLeaving] = useState<null | { run: () => void }>(null);
  const { undo, redo } = editor;
  const queuedSave = useQueuedSave(draftStorageKey, editor.ready && !editor.loading, async ({ name, idempotencyKey }) => {
    try {
      if (name !== null && !editor.current) reportSave({ kind: 'saved', board: await editor.saveAs(name, idempotencyKey) });
      else reportSave(await editor.save());
    } catch (error) {
      reportSaveError(error);
    }
  });

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes (not while typing in a field).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if (key === 'y') {
        event.preventDefault();
        redo();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  function onDraw(element: SceneElement) {
    const result = addElement(editor.scene, element);
    if (result.added) editor.commit(result.scene);
    else if (result.reason === 'full') {
      toast({
        variant: 'destructive',
        title: 'This board is full',
        description: 'Save it and start a new board to keep drawing.',
      });
    }
  }

  function clear() {
    if (editor.scene.elements.length === 0) return;
    editor.commit(clearScene(editor.scene));
    toast({ title: 'Board cleared', description: 'Press Undo to bring the drawing back.' });
  }

  function shareLinkFor(id: number) {
    return `${window.location.origin}${location}?board=${id}&view=1`;
  }

  async function openShare(id: number) {
    const link = shareLinkFor(id);
    setShare({ link, copied: await copyText(link) });
  }

  function reportSave(outcome: SaveOutcome) {
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

  function reportSaveError(error: unknown) {
    toast({
      variant: 'destructive',
      title: 'Save Failed',
      description: errorMessage(error, 'There was an error saving your board. Please try again.'),
    });
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
      reportSave(outcome);
      if (thenShare) await openShare(outcome.board.id);
    } catch (error) {
      reportSaveError(error);
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
      reportSave({ kind: 'saved', board });
      if (thenShare) await openShare(board.id);
    } catch (error) {
      reportSaveError(error);
    }
  }

  /** Offline, Save is kept until the connection is back (use-queued-save.ts). */
  function saveLater(name: string | null) {
    queuedSave.queue(name);
    toast({ title: 'Waiting to save', description: 'You are offline. The board is kept on this device and saved when you are back online.' });
  }

  /** Opening another board or starting a new one asks first when there are unsaved changes. */
  function guardUnsaved(run: () => void) {
    if (editor.dirty) setLeaving({ run });
    else run();
  }

  const status = !canSave
    ? null
    : queuedSave.waiting
      ? 'Waiting to save: saves when you are back online'
      : editor.current
      ? `${editor.current.name} · ${editor.dirty ? 'Unsaved changes' : 'All changes saved'}`
      : editor.dirty
        ? 'New board · Not saved yet'
        : 'New board';

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
        <div className="relative">
          <BoardCanvas
            scene={editor.scene}
            tool={tool}
            style={{ colour, width }}
            background={background}
            readOnly={!editor.ready || editor.loading}
            onDraw={onDraw}
            label={`${config.title} over the field layout: draw with the ${tool}`}
          />
          {editor.loading ? (
            <div className="absolute inset-0 flex max-w-[800px] items-center justify-center bg-white/60">
              <Spinner label="Opening the board" />
            </div>
          ) : null}
        </div>
        {editor.loadError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p className="text-sm">{errorMessage(editor.loadError, 'Failed to load the board')}</p>
            <Button size="sm" variant="outline" onClick={() => editor.detach(true)}>
              Start a New Board
            </Button>
          </div>
        ) : null}
        {note}
        <div className="flex flex-wrap gap-2">
          {canSave ? (
            <Button onClick={() => void save()} disabled={editor.saving || !editor.ready}>
              <Save aria-hidden="true" />
              {editor.saving ? 'Saving...' : 'Save'}
            </Button>
          ) : null}
          <Button variant="outline" onClick={clear} disabled={editor.scene.elements.length === 0}>
            <Trash aria-hidden="true" />
            Clear
          </Button>
          <Button variant="outline" onClick={() => void downloadScene(editor.scene, background)}>
            <Download aria-hidden="true" />
            Download
          </Button>
          {canSave ? (
            <Button variant="outline" onClick={() => void save(true)} disabled={editor.saving || !editor.ready}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          ) : null}
        </div>
        {adminNote ? (
          <p className="text-sm text-zinc-600">Saving and sharing boards is for teams: sign in as a team to keep a board.</p>
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

      <SaveBoardDialog open={naming !== null} onOpenChange={(open) => !open && setNaming(null)} onSave={(name) => void saveNamed(name)} saving={editor.saving} />
      <ShareDialog link={share?.link ?? null} copied={share?.copied ?? false} onOpenChange={(open) => !open && setShare(null)} />
      <AlertDialog open={leaving !== null} onOpenChange={(open) => !open && setLeaving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave this board?</AlertDialogTitle>
            <AlertDialogDescription>Your unsaved changes on this board will be lost.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep Drawing</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                leaving?.run();
                setLeaving(null);
              }}
            >
              Discard Changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
