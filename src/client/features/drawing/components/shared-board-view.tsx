import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Eye, PenLine } from 'lucide-react';
import { checkScene } from '../../../../shared/drawing/scene-check.ts';
import type { Scene } from '../../../../shared/drawing/scene.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { onServerEvent } from '../../../lib/event-stream.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { drawingQueryOptions } from '../api.ts';
import type { FieldImageState } from '../use-field-image.ts';
import { BoardCanvas } from './board-canvas.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/**
 * A saved board opened from a share link: view only, following later saves and co-edited
 * changes live (`drawings.changed` and the board's `drawing.updated` refresh it), with Download
 * and, for the team, Edit.
 */
export function SharedBoardView({
  id,
  field,
  onDownload,
  onEdit,
}: {
  id: number;
  field: FieldImageState;
  onDownload: (scene: Scene) => void;
  onEdit: (() => void) | null;
}) {
  const { t } = useTranslation('drawing');
  const language = useLanguage();
  const board = useQuery(drawingQueryOptions(id));
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent((event) => {
        if (event.type === 'drawing.updated' && event.drawingId === id)
          void queryClient.invalidateQueries({ queryKey: drawingQueryOptions(id).queryKey });
      }),
    [id, queryClient],
  );
  // Parsed once per version of the board, so the layers redraw only when it changes.
  const parsed = useMemo(() => (board.data ? checkScene(board.data.scene) : null), [board.data]);
  if (board.isPending) return <PageSpinner label={t('shared.loading')} />;
  if (board.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t('shared.cannotOpen')}</p>
        <p className="text-sm">{errorMessage(board.error, t('board.loadFailed'))}</p>
      </div>
    );
  }
  if (!parsed?.ok) return <p role="alert">{parsed?.message ?? t('shared.unreadable')}</p>;
  const scene = parsed.scene;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
        <div className="flex items-center gap-2 text-blue-950">
          <Eye aria-hidden="true" className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('shared.title', { name: board.data.name })}</p>
            <p className="text-sm">
              {t('shared.viewOnly', {
                when: formatDateTime(new Date(board.data.updatedAt), language),
              })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onDownload(scene)}>
            <Download aria-hidden="true" />
            {t('actions.download')}
          </Button>
          {onEdit ? (
            <Button onClick={onEdit}>
              <PenLine aria-hidden="true" />
              {t('shared.edit')}
            </Button>
          ) : null}
        </div>
      </div>
      <BoardCanvas
        scene={scene}
        tool="pen"
        style={{ colour: 'black', width: 1 }}
        background={field.image}
        backgroundLoading={field.status === 'loading'}
        readOnly
        label={t('shared.label', { name: board.data.name })}
      />
    </div>
  );
}
