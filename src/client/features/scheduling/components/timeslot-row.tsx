import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteTimeslot } from '../admin-api.ts';
import { formatDay, formatTime } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function TimeslotRow({ slot }: { slot: Timeslot }) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const remove = useDeleteTimeslot();
  const when = `${formatDay(slot.startTime, zone, language)}, ${formatTime(slot.startTime, zone, language)}`;
  async function onDelete() {
    try {
      await remove.mutateAsync(slot.id);
      toast({ title: t('tab.deleted'), description: t('tab.deletedText', { when }) });
    } catch (error) {
      toast({
        title: t('tab.deleteFailed'),
        description: errorMessage(error, t('tab.deleteFailedText')),
        variant: 'destructive',
      });
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-semibold">
          {formatDay(slot.startTime, zone, language)} · {formatTime(slot.startTime, zone, language)}{' '}
          - {formatTime(slot.endTime, zone, language)}
        </p>
        {slot.room ? <p className="text-xs text-zinc-600">{slot.room}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {slot.isAvailable ? (
          <Badge variant="success">{t('tab.available')}</Badge>
        ) : (
          <Badge variant="secondary">
            {t('tab.booked', { team: slot.team ? teamLabel(slot.team) : '' })}
          </Badge>
        )}
        {slot.isAvailable ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('tab.deleteLabel', { when })}
            disabled={remove.isPending}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
