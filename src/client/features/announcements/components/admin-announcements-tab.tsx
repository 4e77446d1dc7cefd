import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { venueInstant } from '../../../../shared/venue-instants.ts';
import type { CreateAnnouncement } from '../../../../shared/contract/announcements.ts';
import { useVenueZone } from '../../settings/index.ts';
import { usePostAnnouncement } from '../api.ts';
import { AudienceFields, EVERYONE, type Aim } from './audience-fields.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { AnnouncementList } from './announcement-list.tsx';

type Field = 'title' | 'body' | 'teamIds' | 'field' | 'sendAt';
const FIELDS: readonly string[] = ['title', 'body', 'teamIds', 'field', 'sendAt'];
type FieldErrors = Partial<Record<Field, string>>;

/** The server's 400 names each field it refuses; anything else is said under the form. */
function fieldErrors(error: unknown, failed: string): { fields: FieldErrors; other?: string } {
  const fields: FieldErrors = {};
  if (isApiError(error) && error.status === 400) {
    for (const { field, message } of error.body.errors ?? []) {
      if (FIELDS.includes(field)) fields[field as Field] ??= message;
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
  const [aim, setAim] = useState<Aim>(EVERYONE);
  const zone = useVenueZone();
  const [errors, setErrors] = useState<{ fields: FieldErrors; other?: string }>({ fields: {} });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const request: CreateAnnouncement = { title, body };
    if (aim.audience === 'teams') request.teamIds = aim.teamIds;
    if (aim.audience === 'field') request.field = aim.field;
    // The time is read on the venue's clock, whatever this device's zone.
    if (aim.sendAt)
      request.sendAt = venueInstant(
        aim.sendAt.slice(0, 10),
        aim.sendAt.slice(11, 16),
        zone,
      ).toISOString();
    post.mutate(request, {
      onSuccess: () => {
        setTitle('');
        setBody('');
        setAim(EVERYONE);
        setErrors({ fields: {} });
        toast({
          title: t('announcements.posted'),
          description: t('announcements.postedText'),
          variant: 'success',
        });
      },
      onError: (error) => setErrors(fieldErrors(error, t('announcements.postFailed'))),
    });
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
      <AudienceFields
        aim={aim}
        onChange={setAim}
        errors={{
          teamIds: fieldMessage(errors.fields.teamIds),
          field: fieldMessage(errors.fields.field),
          sendAt: fieldMessage(errors.fields.sendAt),
        }}
      />
      <FieldError id="announcement-error" message={errors.other} />
      <Button type="submit" disabled={post.isPending} className="sm:self-start">
        <Megaphone aria-hidden="true" />
        {post.isPending ? t('announcements.posting') : t('announcements.post')}
      </Button>
    </form>
  );
}

/** Admin dashboard, Announcements tab: post one to everyone, list them, delete. */
export function AdminAnnouncementsTab() {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('announcements.title')}</CardTitle>
        <CardDescription>{t('announcements.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <PostAnnouncementForm />
        <AnnouncementList />
      </CardContent>
    </Card>
  );
}
