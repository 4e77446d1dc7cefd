import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { BoardCanvas, type BoardCanvasProps } from './board-canvas.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/**
 * The canvas being drawn on, covered by a spinner while a saved board opens, and the alert
 * (with a way to start afresh) when it could not be opened.
 */
export function BoardDrawingArea({
  loading,
  loadError,
  onStartNew,
  ...canvas
}: BoardCanvasProps & { loading: boolean; loadError: unknown; onStartNew: () => void }) {
  const { t } = useTranslation('drawing');
  return (
    <>
      <div className="relative">
        <BoardCanvas {...canvas} />
        {loading ? (
          <div className="absolute inset-0 flex max-w-[800px] items-center justify-center bg-white/60">
            <Spinner label={t('board.opening')} />
          </div>
        ) : null}
      </div>
      {loadError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
        >
          <p className="text-sm">{errorMessage(loadError, t('board.loadFailed'))}</p>
          <Button size="sm" variant="outline" onClick={onStartNew}>
            {t('board.startNew')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
