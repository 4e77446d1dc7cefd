import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Plus } from 'lucide-react';
import {
  createStreamRequestSchema,
  STREAM_FIELDS_REQUIRED,
  STREAM_LIMITS,
  type CreateStreamRequest,
} from '../../../../shared/contract/streams.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAddStream } from '../api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useOrganiserTexts } from '../../../lib/i18n/organiser.ts';

type StreamFormValues = z.input<typeof createStreamRequestSchema>;

/** Spec 2.14: the administrators' 'Manage Live Stream' form. */
export function ManageStreamForm() {
  const { t } = useTranslation('admin');
  const ready = useOrganiserTexts(['admin']);
  const fieldMessage = useAdminFieldMessage();
  const add = useAddStream();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StreamFormValues, unknown, CreateStreamRequest>({
    resolver: zodResolver(createStreamRequestSchema),
    defaultValues: { title: '', youtubeUrl: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await add.mutateAsync(values);
        toast({ variant: 'success', title: t('streams.success'), description: t('streams.added') });
        reset();
      } catch (error) {
        console.error('Failed to add the stream', error);
        toast({
          variant: 'destructive',
          title: t('streams.error'),
          description: errorMessage(error, t('streams.failed')),
        });
      }
    },
    (invalid) => {
      if (
        invalid.title?.message === STREAM_FIELDS_REQUIRED ||
        invalid.youtubeUrl?.message === STREAM_FIELDS_REQUIRED
      ) {
        toast({
          variant: 'destructive',
          title: t('streams.error'),
          description: t('validation.streamFields'),
        });
      }
    },
  );

  if (!ready) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('streams.title')}</CardTitle>
        <CardDescription>{t('streams.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="stream-title">{t('streams.streamTitle')}</Label>
            <Input
              id="stream-title"
              maxLength={STREAM_LIMITS.titleMax}
              placeholder={t('streams.titlePlaceholder')}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'stream-title-error' : undefined}
              {...register('title')}
            />
            {errors.title ? (
              <p id="stream-title-error" className="text-sm font-medium text-red-700">
                {fieldMessage(errors.title.message)}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="stream-url">{t('streams.url')}</Label>
            <Input
              id="stream-url"
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="https://www.youtube.com/watch?v=..."
              aria-invalid={errors.youtubeUrl ? true : undefined}
              aria-describedby={errors.youtubeUrl ? 'stream-url-error' : undefined}
              {...register('youtubeUrl')}
            />
            {errors.youtubeUrl ? (
              <p id="stream-url-error" className="text-sm font-medium text-red-700">
                {fieldMessage(errors.youtubeUrl.message)}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={add.isPending} className="md:mt-6">
            <Plus aria-hidden="true" />
            {add.isPending ? t('streams.adding') : t('streams.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
