import { useState } from 'react';
import { Megaphone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatClock, formatDate } from '../../../lib/date-format.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useAnnouncements, useDeleteAnnouncement, usePostAnnouncement } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

type Field = 'title' | 'body';
type FieldErrors = Partial<Record<Field, string>>;

/** The server's 400 names each field it refuses; anything else is said under the form. */
function fieldErrors(error: unknown, failed: string): { fields: FieldErrors; other?: string } {
  const fields: FieldErrors = {};
  if (isApiError(error) && error.status === 400) {
    for (const { field, message } of error.body.errors ?? []) {
      if (field === 'title' || field === 'body') fields[field] ??= message;
    }
  }
  const known = Object.keys(fields).length > 0;
  return known ? { fields } : { fields, other: errorMessage(error, failed) };
}

function PostAnnouncementForm() {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const post = usePostAnnouncement();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; other?: string }>({ fields: {} });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    post.mutate(
      { title, body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setErrors({ fields: {} });
          toast({ title: t('announcements.posted'), description: t('announcements.postedText'), variant: 'success' });
        },
        onError: (error) => setErrors(fieldErrors(error, t('announcements.postFailed'))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-xl">
      <Label htmlFor="announcement-title">{t('announcements.titleField')}</Label>
      <Input
        id="announcement-title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={errors.fields.title ? true : undefined}
        aria-describedby={errors.fields.title ? 'announcement-title-error' : undefined}
      />
      <FieldError id="announcement-title-error" message={fieldMessage(errors.fields.title)} />
      <Label htmlFor="announcement-body">{t('announcements.body')}</Label>
      <Textarea
        id="announcement-body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={errors.fields.body ? true : undefined}
        aria-describedby={errors.fields.body ? 'announcement-body-error' : undefined}
      />
      <FieldError id="announcement-body-error" message={fieldMessage(errors.fields.body)} />
      <FieldError id="announcement-error" message={errors.other} />
      <Button type="submit" disabled={post.isPending} className="sm:self-start">
        <Megaphone aria-hidden="true" />
        {post.isPending ? t('announcements.posting') : t('announcements.post')}
      </Button>
    </form>
  );
}

function AnnouncementList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isPending } = useAnnouncements();
  const remove = useDeleteAnnouncement();
  if (isPending) return <p className="text-sm text-zinc-600">{t('announcements.loading')}</p>;
  if (!data?.length) return <p className="text-sm text-zinc-600">{t('announcements.empty')}</p>;
  return (
    <ul aria-label={t('announcements.list')} className="flex flex-col divide-y divide-zinc-200">
      {data.map((announcement) => (
        <li key={announcement.id} className="flex items-start gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-zinc-950">{announcement.title}</p>
            <p className="text-sm break-words whitespace-pre-line text-zinc-800">{announcement.body}</p>
            <p className="text-xs text-zinc-600">
              {formatDate(new Date(announcement.createdAt), language)}, {formatClock(new Date(announcement.createdAt), language)}
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={t('announcements.deleteLabel', { title: announcement.title })}>
                <Trash2 aria-hidden="true" />
                {t('actions.delete')}
              </Button>
            }
            title={t('announcements.deleteTitle')}
            description={t('announcements.deleteText', { title: announcement.title })}
            confirmLabel={t('actions.delete')}
            destructive
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(announcement.id, {
                onError: (error) =>
                  toast({ title: t('actions.deleteFailed'), description: errorMessage(error, t('actions.tryAgain')), variant: 'destructive' }),
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** Admin dashboard, Announcements tab: post one to everyone, list them, delete. */
export function AdminAnnouncementsTab() {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('announcements.title')}</CardTitle>
        <CardDescription>
          {t('announcements.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <PostAnnouncementForm />
        <AnnouncementList />
      </CardContent>
    </Card>
  );
}
