import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { FileText, Trash2, Upload } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import { MANUAL_LIMITS, MANUAL_MESSAGES, type ManualDocument } from '../../../../shared/contract/manual.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { manualDocumentsQueryOptions, useDeleteManualDocument, useUploadManual } from '../api.ts';

const ACCEPT = '.pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain';

function UploadForm() {
  const fileId = useId();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const upload = useUploadManual();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({ title: 'Upload Failed', description: MANUAL_MESSAGES.fileRequired, variant: 'destructive' });
      return;
    }
    upload.mutate(
      { file, title },
      {
        onSuccess: (document) => {
          toast({
            title: 'Manual Uploaded',
            description: `${document.title} is indexed: ${document.ruleCount} rules in ${document.sectionCount} sections.`,
            variant: 'success',
          });
          setFile(null);
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) =>
          toast({ title: 'Upload Failed', description: errorMessage(error, 'The manual could not be uploaded.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 sm:items-end" aria-busy={upload.isPending}>
      <div className="space-y-2">
        <Label htmlFor={fileId}>Manual file (PDF, Markdown or text)</Label>
        <Input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-zinc-200 file:px-3 file:py-1 file:font-semibold"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={upload.isPending}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={titleId}>Title (optional)</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={200}
          placeholder="Defaults to the file name"
          onChange={(event) => setTitle(event.target.value)}
          disabled={upload.isPending}
        />
      </div>
      <p className="text-xs text-zinc-600 sm:col-span-2">
        Rules are found by their ids at the start of a line, such as &lt;SG1&gt; or &lt;R12&gt;. Up to{' '}
        {MANUAL_LIMITS.uploadMaxMegabytes} MB. Once a manual is uploaded, the sample stops answering.
      </p>
      <Button type="submit" disabled={!file || upload.isPending} className="sm:col-span-2 sm:justify-self-start">
        {upload.isPending ? <Spinner className="size-4 text-current" label="Uploading" /> : <Upload aria-hidden="true" />}
        {upload.isPending ? 'Uploading...' : 'Upload Manual'}
      </Button>
    </form>
  );
}

function DeleteDocumentButton({ document }: { document: ManualDocument }) {
  const remove = useDeleteManualDocument();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${document.title}`} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this manual?"
      description={`${document.title} and its ${document.ruleCount} rules will no longer answer questions. This action cannot be undone.`}
      confirmLabel="Delete Manual"
      cancelLabel="Keep Manual"
      destructive
      pending={remove.isPending}
      // Through the promise, not mutate's callbacks: those are dropped when this row leaves
      // the list (its refetch can finish first), and the toast would never show.
      onConfirm={() =>
        void remove.mutateAsync(document.id).then(
          () => toast({ title: 'Manual Deleted', description: `${document.title} was deleted.` }),
          (error: unknown) =>
            toast({
              title: 'Delete Failed',
              description: errorMessage(error, 'The manual could not be deleted.'),
              variant: 'destructive',
            }),
        )
      }
    />
  );
}

function DocumentRow({ document }: { document: ManualDocument }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-zinc-900">{document.title}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{document.format.toUpperCase()}</Badge>
          {document.isSample ? <Badge variant="warning">Sample</Badge> : null}
          <Badge variant={document.inUse ? 'success' : 'secondary'}>{document.inUse ? 'Answering' : 'Not answering'}</Badge>
        </div>
        <p className="text-xs text-zinc-600">
          {document.ruleCount} rules · {document.sectionCount} sections · added{' '}
          {format(new Date(document.createdAt), `${DATE_FORMATS.date}, ${DATE_FORMATS.time}`)}
        </p>
      </div>
      <DeleteDocumentButton document={document} />
    </li>
  );
}

/** Admins: upload, list and delete the manuals the assistants answer from. */
export function ManualDocumentsAdmin() {
  const documents = useQuery(manualDocumentsQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Manual documents</CardTitle>
        <CardDescription>Upload this event&apos;s game manual so the assistants answer from it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <UploadForm />
        <div>
          <h3 className="text-sm font-semibold text-zinc-800">Manuals on this server</h3>
          {documents.isPending ? (
            <Spinner label="Loading manuals" />
          ) : documents.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(documents.error, 'The manuals could not be loaded.')}
            </p>
          ) : documents.data.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-600">No manual yet: the assistants have nothing to answer from.</p>
          ) : (
            <ul className="divide-y divide-zinc-200" aria-label="Manual documents">
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
