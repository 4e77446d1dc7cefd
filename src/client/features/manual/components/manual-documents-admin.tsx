import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { FileText, Trash2 } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import { type ManualDocument } from '../../../../shared/contract/manual.ts';
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
import { useOrganiserTexts } from '../../../lib/i18n/organiser.ts';
import { manualDocumentsQueryOptions, useDeleteManualDocument } from '../api.ts';
import { UploadForm } from './manual-upload-form.tsx';

function DeleteDocumentButton({ document }: { document: ManualDocument }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteManualDocument();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('manual.deleteLabel', { title: document.title })}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t('manual.deleteTitle')}
      description={t('manual.deleteText', { title: document.title, count: document.ruleCount })}
      confirmLabel={t('manual.deleteConfirm')}
      cancelLabel={t('manual.keep')}
      destructive
      pending={remove.isPending}
      // Through the promise, not mutate's callbacks: those are dropped when this row leaves
      // the list (its refetch can finish first), and the toast would never show.
      onConfirm={() =>
        void remove.mutateAsync(document.id).then(
          () =>
            toast({
              title: t('manual.deleted'),
              description: t('manual.deletedText', { title: document.title }),
            }),
          (error: unknown) =>
            toast({
              title: t('actions.deleteFailed'),
              description: errorMessage(error, t('manual.deleteFailedText')),
              variant: 'destructive',
            }),
        )
      }
    />
  );
}

function DocumentRow({ document }: { document: ManualDocument }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex items-start gap-3 py-3">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-zinc-900">{document.title}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{document.format.toUpperCase()}</Badge>
          {document.isSample ? <Badge variant="warning">{t('manual.sample')}</Badge> : null}
          <Badge variant={document.inUse ? 'success' : 'secondary'}>
            {document.inUse ? t('manual.answering') : t('manual.notAnswering')}
          </Badge>
        </div>
        <p className="text-xs text-zinc-600">
          {t('manual.details', {
            rules: t('manual.rules', { count: document.ruleCount }),
            sections: t('manual.sections', { count: document.sectionCount }),
            when: format(
              new Date(document.createdAt),
              `${DATE_FORMATS.date}, ${DATE_FORMATS.time}`,
            ),
          })}
        </p>
      </div>
      <DeleteDocumentButton document={document} />
    </li>
  );
}

/** Admins: upload, list and delete the manuals the assistants answer from. */
export function ManualDocumentsAdmin() {
  const { t } = useTranslation('admin');
  const ready = useOrganiserTexts(['admin']);
  const documents = useQuery(manualDocumentsQueryOptions());
  if (!ready) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('manual.title')}</CardTitle>
        <CardDescription>{t('manual.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <UploadForm />
        <div>
          <h3 className="text-sm font-semibold text-zinc-800">{t('manual.onServer')}</h3>
          {documents.isPending ? (
            <Spinner label={t('manual.loading')} />
          ) : documents.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(documents.error, t('manual.loadFailed'))}
            </p>
          ) : documents.data.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-600">{t('manual.empty')}</p>
          ) : (
            <ul className="divide-y divide-zinc-200" aria-label={t('manual.list')}>
              {documents.data.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
