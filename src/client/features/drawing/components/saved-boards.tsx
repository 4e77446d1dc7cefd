import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Plus, Trash2 } from 'lucide-react';
import type { DrawingSummary } from '../../../../shared/contract/drawings.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { drawingsQueryOptions, useDeleteDrawing } from '../api.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** The team's saved boards: open one, start a new one, or delete one. */
export function SavedBoards({
  currentId,
  onOpen,
  onNew,
  onDeleted,
}: {
  currentId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation('drawing');
  const language = useLanguage();
  const boards = useQuery(drawingsQueryOptions());
  const remove = useDeleteDrawing();
  const [toDelete, setToDelete] = useState<DrawingSummary | null>(null);

  async function confirmDelete(board: DrawingSummary) {
    try {
      await remove.mutateAsync(board.id);
      onDeleted(board.id);
      toast({
        title: t('saved.deletedTitle'),
        description: t('saved.deleted', { name: board.name }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('saved.deleteFailedTitle'),
        description: errorMessage(error, t('saved.deleteFailed')),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('saved.title')}</CardTitle>
        <CardDescription>{t('saved.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="outline" onClick={onNew}>
          <Plus aria-hidden="true" />
          {t('saved.new')}
        </Button>
        {boards.isPending ? <Spinner label={t('saved.loading')} /> : null}
        {boards.isError ? <p className="text-sm text-red-700">{t('saved.loadFailed')}</p> : null}
        {boards.data?.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('saved.empty')}</p>
        ) : null}
        {boards.data && boards.data.length > 0 ? (
          <ul aria-label={t('saved.label')} className="grid gap-2">
            {boards.data.map((board) => {
              const isOpen = board.id === currentId;
              return (
                <li
                  key={board.id}
                  className="flex items-center gap-2 rounded-lg border border-zinc-200 p-2 pl-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-zinc-900">{board.name}</p>
                    <p className="text-xs text-zinc-600">
                      {t('saved.savedAt', {
                        when: formatDateTime(new Date(board.updatedAt), language),
                      })}
                    </p>
                  </div>
                  {isOpen ? (
                    <Badge variant="secondary">{t('saved.open')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('saved.openLabel', { name: board.name })}
                      onClick={() => onOpen(board.id)}
                    >
                      <FolderOpen aria-hidden="true" />
                      {t('saved.open')}
                    </Button>
                  )}
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('saved.deleteLabel', { name: board.name })}
                    onClick={() => setToDelete(board)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title={t('saved.confirmTitle')}
        description={toDelete ? t('saved.confirm', { name: toDelete.name }) : null}
        confirmLabel={t('saved.confirmDelete')}
        cancelLabel={t('saved.keep')}
        destructive
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </Card>
  );
}
