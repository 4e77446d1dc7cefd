import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Download, Eye, PenLine } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import { parseScene } from '../../../../shared/drawing/scene-schema.ts';
import type { Scene } from '../../../../shared/drawing/scene.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { drawingQueryOptions } from '../api.ts';
import { BoardCanvas } from './board-canvas.tsx';

/**
 * A saved board opened from a share link: view only, following later saves live (the
 * `drawings.changed` event refreshes it), with Download and, for the team, Edit.
 */
export function SharedBoardView({
  id,
  background,
  onDownload,
  onEdit,
}: {
  id: number;
  background: HTMLImageElement | null;
  onDownload: (scene: Scene) => void;
  onEdit: (() => void) | null;
}) {
  const board = useQuery(drawingQueryOptions(id));
  // Parsed once per version of the board, so the layers redraw only when it changes.
  const parsed = useMemo(() => (board.data ? parseScene(board.data.scene) : null), [board.data]);
  if (board.isPending) return <PageSpinner label="Loading the shared board" />;
  if (board.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">This board cannot be opened</p>
        <p className="text-sm">{errorMessage(board.error, 'Failed to load the board')}</p>
      </div>
    );
  }
  if (!parsed?.ok) return <p role="alert">{parsed?.message ?? 'The board could not be read'}</p>;
  const scene = parsed.scene;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
        <div className="flex items-center gap-2 text-blue-950">
          <Eye aria-hidden="true" className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">Shared board: {board.data.name}</p>
            <p className="text-sm">
              View only · saved {format(new Date(board.data.updatedAt), DATE_FORMATS.messageTime)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onDownload(scene)}>
            <Download aria-hidden="true" />
            Download
          </Button>
          {onEdit ? (
            <Button onClick={onEdit}>
              <PenLine aria-hidden="true" />
              Edit This Board
            </Button>
          ) : null}
        </div>
      </div>
      <BoardCanvas
        scene={scene}
        tool="pen"
        style={{ colour: 'black', width: 1 }}
        background={background}
        readOnly
        label={`Shared board ${board.data.name} over the field layout (view only)`}
      />
    </div>
  );
}
