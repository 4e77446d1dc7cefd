import { useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import { slotBookingProblem } from '../../../../shared/scheduling-rules.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDayTimeslots } from '../api.ts';
import { useMoveInterview } from '../judging-api.ts';
import { formatTime } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';

/**
 * Moves a booked interview to another free slot of the same day (issue 19). Only slots a booking
 * could take are offered (the shared rule); the server still decides, and its refusal is shown.
 */
export function MoveInterviewDialog({ interview, date }: { interview: Interview; date: string }) {
  const zone = useVenueZone();
  const [open, setOpen] = useState(false);
  const slots = useDayTimeslots(open ? date : null);
  const move = useMoveInterview();
  const free = (slots.data ?? []).filter((slot) => slotBookingProblem(slot) === null);

  async function moveTo(timeslotId: number, label: string) {
    try {
      const moved = await move.mutateAsync({ id: interview.id, timeslotId });
      toast({ title: 'Interview Moved', description: `${teamLabel(interview.team)} now has ${label}.`, variant: 'success' });
      // Allowed into the team's match buffer or a blocked period, with the server's warning (issue 22).
      if (moved.warning) toast({ title: 'Moved Despite a Clash', description: moved.warning, variant: 'destructive' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Move Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="min-h-12" aria-label={`Move ${teamLabel(interview.team)}'s interview`}>
          <ArrowRightLeft aria-hidden="true" />
          Move
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move Interview</DialogTitle>
          <DialogDescription>
            {teamLabel(interview.team)}, now at {formatTime(interview.timeslot.startTime, zone)}
            {interview.timeslot.room ? ` in ${interview.timeslot.room}` : ''}. Choose a free slot; the team sees the new
            time at once.
          </DialogDescription>
        </DialogHeader>
        {slots.isPending ? (
          <Spinner label="Loading free slots" />
        ) : free.length === 0 ? (
          <p className="text-sm text-zinc-700">No free slot is left on this day.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Free slots">
            {free.map((slot) => {
              const label = `${formatTime(slot.startTime, zone)}${slot.room ? ` in ${slot.room}` : ''}`;
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
