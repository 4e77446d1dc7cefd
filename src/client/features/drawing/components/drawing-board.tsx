import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { downloadBoard } from '../download-board.ts';
import { draftKey } from '../draft-storage.ts';
import { PRESETS, type DrawingPreset } from '../presets.ts';
import { useFieldImage } from '../use-field-image.ts';
import { BoardEditor } from './board-editor.tsx';
import { SharedBoardView } from './shared-board-view.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

const parseBoardId = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/**
 * The one drawing board behind every drawing route; the preset decides its tools (spec 2.17).
 * On the full board a team saves, reopens and shares boards (`?board=ID`, `&view=1` read-only).
 */
export function DrawingBoard({ preset }: { preset: DrawingPreset }) {
  const { t } = useTranslation('drawing');
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
      <p className="text-sm text-zinc-600">{t('board.fallbackField')}</p>
    ) : null;

  if (session.isLoading) return <Spinner label={t('board.checkingSession')} />;

  if (viewOnly && boardId !== null) {
    return (
      <div className="grid gap-3">
        <SharedBoardView
          id={boardId}
          field={field}
          onDownload={(scene) => void downloadBoard(scene, field.image)}
          onEdit={teamCanSave ? () => showBoard(boardId) : null}
        />
        {fallbackNote}
      </div>
    );
  }

  const identity =
    session.teamId !== null ? `team-${session.teamId}` : session.isAdmin ? 'admin' : 'guest';
  return (
    <BoardEditor
      key={`${identity}:${preset}`}
      preset={preset}
      draftStorageKey={draftKey(identity, preset)}
      canSave={teamCanSave}
      requestedId={teamCanSave ? boardId : null}
      showBoard={showBoard}
      field={field}
      note={fallbackNote}
      adminNote={config.canSave && session.isAdmin}
    />
  );
}
