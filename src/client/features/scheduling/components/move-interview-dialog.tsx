import { useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import { slotBookingProblem } from '../../../../shared/scheduling-rules.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDayTimeslots } from '../api.ts';
import { useMoveInterview } from '../judging-api.ts';
import { formatTime } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * Moves a booked interview to another free slot of the same day. Only slots a booking
 * could take are offered (the shared rule); the server still decides, and its refusal is shown.
 */
export function MoveInterviewDialog({ interview, date }: { interview: Interview; date: string }) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const [open, setOpen] = useState(false);
  const slots = useDayTimeslots(open ? date : null);
  const move = useMoveInterview();
  const free = (slots.data ?? []).filter((slot) => slotBookingProblem(slot) === null);

  async function moveTo(timeslotId: number, label: string) {
    try {
      const moved = await move.mutateAsync({ id: interview.id, timeslotId });
      toast({
        title: t('move.moved'),
        description: t('move.movedText', { team: teamLabel(interview.team), slot: label }),
        variant: 'success',
      });
      // Allowed into the team's match buffer or a blocked period, with the server's warning.
      if (moved.warning)
        toast({ title: t('move.clash'), description: moved.warning, variant: 'destructive' });
      setOpen(false);
    } catch (error) {
      toast({
        title: t('move.failed'),
        description: errorMessage(error, t('move.tryAgain')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="min-h-12"
          aria-label={t('move.label', { team: teamLabel(interview.team) })}
        >
          <ArrowRightLeft aria-hidden="true" />
          {t('move.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('move.title')}</DialogTitle>
          <DialogDescription>
            {interview.timeslot.room
              ? t('move.descriptionRoom', {
                  team: teamLabel(interview.team),
                  time: formatTime(interview.timeslot.startTime, zone, language),
                  room: interview.timeslot.room,
                })
              : t('move.description', {
                  team: teamLabel(interview.team),
                  time: formatTime(interview.timeslot.startTime, zone, language),
                })}
          </DialogDescription>
        </DialogHeader>
        {slots.isPending ? (
          <Spinner label={t('move.loading')} />
        ) : free.length === 0 ? (
          <p className="text-sm text-zinc-700">{t('move.none')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('move.free')}>
            {free.map((slot) => {
              const time = formatTime(slot.startTime, zone, language);
              const label = slot.room ? t('move.slotInRoom', { time, room: slot.room }) : time;
              return (
                <li key={slot.id}>
                  <Button
                    variant="outline"
                    className="min-h-12 w-full"
                    disabled={move.isPending}
                    onClick={() => void moveTo(slot.id, label)}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
