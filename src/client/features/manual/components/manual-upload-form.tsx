import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { MANUAL_LIMITS } from '../../../../shared/contract/manual.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useUploadManual } from '../api.ts';

const ACCEPT = '.pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain';

export function UploadForm() {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const upload = useUploadManual();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({
        title: t('manual.uploadFailed'),
        description: t('manual.fileRequired'),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(
      { file, title },
      {
        onSuccess: (document) => {
          toast({
            title: t('manual.uploaded'),
            description: t('manual.uploadedText', {
              title: document.title,
              rules: t('manual.rules', { count: document.ruleCount }),
              sections: t('manual.sections', { count: document.sectionCount }),
            }),
            variant: 'success',
          });
          setFile(null);
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) =>
          toast({
            title: t('manual.uploadFailed'),
            description: errorMessage(error, t('manual.uploadFailedText')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 sm:items-end"
      aria-busy={upload.isPending}
    >
      <div className="space-y-2">
        <Label htmlFor={fileId}>{t('manual.file')}</Label>
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
        <Label htmlFor={titleId}>{t('manual.titleField')}</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={MANUAL_LIMITS.titleMaxLength}
          placeholder={t('manual.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
          disabled={upload.isPending}
        />
      </div>
      <p className="text-xs text-zinc-600 sm:col-span-2">
        {t('manual.help', { megabytes: MANUAL_LIMITS.uploadMaxMegabytes })}
      </p>
      <Button
        type="submit"
        disabled={!file || upload.isPending}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {upload.isPending ? (
          <Spinner className="size-4 text-current" label={t('manual.uploadingLabel')} />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {upload.isPending ? t('manual.uploading') : t('manual.upload')}
      </Button>
    </form>
  );
}
