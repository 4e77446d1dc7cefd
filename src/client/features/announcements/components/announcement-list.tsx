import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatClock, formatDate } from '../../../lib/date-format.ts';
import { formatVenueClock, formatVenueDate } from '../../../../shared/venue-time.ts';
import type { Announcement } from '../../../../shared/contract/announcements.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useAnnouncements, useDeleteAnnouncement } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Who it is for, and whether it is still waiting for its time (on the venue's clock). */
function AimLabel({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('admin');
  const zone = useVenueZone();
  const language = useLanguage();
  const who =
    announcement.audience === 'teams'
      ? t('announcements.forTeams', { count: announcement.teamIds?.length ?? 0 })
      : announcement.audience === 'field'
        ? t('announcements.forField', { field: announcement.field })
        : t('announcements.forEveryone');
  if (announcement.sentAt || !announcement.sendAt) return <>{who}</>;
  const when = `${formatVenueDate(announcement.sendAt, zone, language)}, ${formatVenueClock(announcement.sendAt, zone, language)}`;
  return <>{`${who} · ${t('announcements.scheduledFor', { when })}`}</>;
}

export function AnnouncementList() {
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
            <p className="text-sm break-words whitespace-pre-line text-zinc-800">
              {announcement.body}
            </p>
            <p className="text-xs text-zinc-600">
              {formatDate(new Date(announcement.createdAt), language)},{' '}
              {formatClock(new Date(announcement.createdAt), language)}
              {' · '}
              <AimLabel announcement={announcement} />
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="sm"
                aria-label={t('announcements.deleteLabel', { title: announcement.title })}
              >
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
                  toast({
                    title: t('actions.deleteFailed'),
                    description: errorMessage(error, t('actions.tryAgain')),
                    variant: 'destructive',
                  }),
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}
