import { useTranslation } from 'react-i18next';
import { ShieldBan } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useBlockTeam, useUnblockTeam } from '../api.ts';

/** 'Block team', behind a confirmation. */
export function BlockButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const block = useBlockTeam();
  const { t } = useTranslation('messages');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" disabled={block.isPending}>
          <ShieldBan aria-hidden="true" />
          <span className="max-sm:sr-only">{t('block.button')}</span>
        </Button>
      }
      title={t('block.title', { name: teamName })}
      description={t('block.text')}
      confirmLabel={t('block.confirm')}
      destructive
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(teamId, {
          onError: (error) =>
            toast({
              title: t('block.failed'),
              description: errorMessage(error, t('block.tryAgain')),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

/** The neutral notice both teams of a blocked pair see; only the blocking team may lift it. */
export function BlockedNotice({ teamId, canUnblock }: { teamId: number; canUnblock: boolean }) {
  const unblock = useUnblockTeam();
  const { t } = useTranslation('messages');
  return (
    <div
      role="status"
      className="flex flex-col gap-2 border-b border-zinc-200 bg-zinc-50 px-4 py-3 text-sm text-zinc-800 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <p className="flex items-center gap-2">
        <ShieldBan aria-hidden="true" className="size-4 shrink-0" />
        {t('block.notice')}
      </p>
      {canUnblock ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unblock.isPending}
          onClick={() =>
            unblock.mutate(teamId, {
              onError: (error) =>
                toast({
                  title: t('block.unblockFailed'),
                  description: errorMessage(error, t('block.tryAgain')),
                  variant: 'destructive',
                }),
            })
          }
        >
          {t('block.unblock')}
        </Button>
      ) : null}
    </div>
  );
}
