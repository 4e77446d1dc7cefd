import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isChunkLoadError } from '../../lib/chunk-reload.ts';
import { useOnline } from '../../lib/online-status.ts';
import type { FallbackProps } from './error-boundary.tsx';
import { Pressable } from '../ui/pressable.tsx';

/** What went wrong, in words a team can act on. */
function describeError(
  t: TFunction<'common'>,
  error: unknown,
  online: boolean,
): { title: string; detail: string } {
  if (isChunkLoadError(error)) {
    return online
      ? { title: t('failure.notLoadedTitle'), detail: t('failure.notLoaded') }
      : { title: t('failure.offlineTitle'), detail: t('failure.offline') };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { title: t('failure.errorTitle'), detail: t('failure.error', { message }) };
}

/**
 * Shown in place of a page (or the whole app) that failed to render: what happened, and a way
 * out. A page whose code could not download while offline is tried again when the connection
 * returns.
 */
export function ErrorFallback({
  error,
  reset,
  whole = false,
}: FallbackProps & { whole?: boolean }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const { title, detail } = describeError(t, error, online);
  const retryWhenOnline = isChunkLoadError(error) && !whole;
  useEffect(() => {
    if (!retryWhenOnline) return;
    window.addEventListener('online', reset);
    return () => window.removeEventListener('online', reset);
  }, [retryWhenOnline, reset]);
  return (
    <div role="alert" className={whole ? 'mx-auto max-w-md px-4 py-16' : 'mx-auto max-w-md py-10'}>
      <div className="rounded-xl border border-zinc-200 bg-white p-6 text-center shadow-sm">
        <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-xl font-black tracking-tight">{title}</h1>
        <p className="mt-2 text-zinc-700 [overflow-wrap:anywhere]">{detail}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {!whole && (
            <Pressable
              type="button"
              onClick={reset}
              className="inline-flex h-11 items-center gap-2 rounded-lg bg-zinc-900 px-4 text-sm font-semibold text-white hover:bg-zinc-700"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('failure.retry')}
            </Pressable>
          )}
          <Pressable
            type="button"
            onClick={() => window.location.reload()}
            className={
              whole
                ? 'inline-flex h-11 items-center gap-2 rounded-lg bg-zinc-900 px-4 text-sm font-semibold text-white hover:bg-zinc-700'
                : 'inline-flex h-11 items-center rounded-lg border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-900 hover:bg-zinc-100'
            }
          >
            {t('failure.reload')}
          </Pressable>
        </div>
      </div>
    </div>
  );
}
