import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Trash2, Tv } from 'lucide-react';
import type { Stream } from '../../../../shared/contract/streams.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useLiveConnected } from '../../../lib/event-stream.ts';
import { STREAMS_FALLBACK_POLL_MS, streamsQueryOptions, useDeleteStream } from '../api.ts';
import { StreamPlayer } from './stream-player.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** Spec 2.14: every stream as a player with its title, or the empty message. */
export function StreamList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('streams');
  const live = useLiveConnected();
  const streams = useQuery({
    ...streamsQueryOptions(),
    refetchInterval: live ? false : STREAMS_FALLBACK_POLL_MS,
  });
  const remove = useDeleteStream();
  const [toRemove, setToRemove] = useState<Stream | null>(null);

  if (streams.isPending) return <PageSpinner label={t('loading')} />;
  if (streams.isError) {
    console.error('Failed to load streams', streams.error);
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        {t('loadFailed')}
      </p>
    );
  }
  if (streams.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center">
        <Tv aria-hidden="true" className="size-10 text-zinc-500" />
        <p className="text-lg font-semibold text-zinc-800">{t('none')}</p>
      </div>
    );
  }

  async function confirmRemove(stream: Stream) {
    try {
      await remove.mutateAsync(stream.id);
      toast({ title: t('removedTitle'), description: t('removed', { title: stream.title }) });
    } catch (error) {
      console.error('Failed to remove the stream', error);
      toast({
        variant: 'destructive',
        title: t('error', { ns: 'common' }),
        description: errorMessage(error, t('removeFailed')),
      });
    }
  }

  return (
    <>
      <ul aria-label={t('label')} className="grid gap-6 lg:grid-cols-2">
        {streams.data.map((stream) => (
          <li key={stream.id}>
            <StreamPlayer
              stream={stream}
              actions={
                canManage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('removeLabel', { title: stream.title })}
                    onClick={() => setToRemove(stream)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        onCancel={() => setToRemove(null)}
        title={t('confirmTitle')}
        description={toRemove ? t('confirm', { title: toRemove.title }) : null}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('keep')}
        destructive
        onConfirm={() => toRemove && void confirmRemove(toRemove)}
      />
    </>
  );
}
