import { useState } from 'react';
import { ChevronLeft, ChevronRight, Printer, Trash2 } from 'lucide-react';
import { SCHEDULING } from '../../../../shared/constants.ts';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { TIMESLOT_MESSAGES } from '../../../../shared/contract/timeslots-messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteTimeslot, useTimeslotPage } from '../admin-api.ts';
import { judgesScheduleUrl, useTournamentDay } from '../api.ts';
import { formatDay, formatTime } from '../time.ts';
import { AddTimeslotDialog } from './add-timeslot-dialog.tsx';
import { useVenueZone } from '../../settings/index.ts';

function TimeslotRow({ slot }: { slot: Timeslot }) {
  const zone = useVenueZone();
  const remove = useDeleteTimeslot();
  const when = `${formatDay(slot.startTime, zone)}, ${formatTime(slot.startTime, zone)}`;
  async function onDelete() {
    try {
      await remove.mutateAsync(slot.id);
      toast({ title: 'Timeslot Deleted', description: `${when} was removed.` });
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'There was an error deleting the timeslot. Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-semibold">
          {formatDay(slot.startTime, zone)} · {formatTime(slot.startTime, zone)} - {formatTime(slot.endTime, zone)}
        </p>
        {slot.room ? <p className="text-xs text-zinc-600">{slot.room}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {slot.isAvailable ? (
          <Badge variant="success">Available</Badge>
        ) : (
          <Badge variant="secondary">Booked: {slot.team?.name}</Badge>
        )}
        {slot.isAvailable ? (
          <Button variant="ghost" size="icon" aria-label={`Delete timeslot ${when}`} disabled={remove.isPending} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const PAGE_SIZE = SCHEDULING.adminTimeslotPageSize;

/**
 * Admin dashboard, Timeslots tab (spec 2.9): 10 slots at a time ('Showing 10 of N timeslots'),
 * fetched a page at a time so an event of thousands of slots stays quick (decision 098), and
 * 'Add New Timeslot'.
 */
export function AdminTimeslotsTab() {
  const [page, setPage] = useState(0);
  const slots = useTimeslotPage(page, PAGE_SIZE);
  const { tournamentDate } = useTournamentDay();
  const total = slots.data?.total ?? 0;
  const shown = slots.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // Deleting the last slot of the last page leaves that page empty: step back to one that is not
  // (adjusting state while rendering, as React recommends over an effect).
  if (slots.data && !slots.isPlaceholderData && page >= pageCount) setPage(pageCount - 1);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Timeslots</CardTitle>
          <CardDescription>Create interview timeslots for the tournament day.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {tournamentDate ? (
            <Button asChild variant="outline">
              <a href={judgesScheduleUrl(tournamentDate)} target="_blank" rel="noopener">
                <Printer aria-hidden="true" />
                Print judges' schedule
              </a>
            </Button>
          ) : null}
          <AddTimeslotDialog />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {slots.isPending ? (
          <Spinner label="Loading timeslots" />
        ) : slots.isError ? (
          <p className="text-sm text-red-800">The timeslots could not be loaded.</p>
        ) : total === 0 ? (
          <p className="text-sm text-zinc-700">No timeslots yet. Add one, or use Generate Schedule on the home page.</p>
        ) : (
          <>
            <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200" aria-label="Timeslots">
              {shown.map((slot) => (
                <TimeslotRow key={slot.id} slot={slot} />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-zinc-700" aria-live="polite">
                {TIMESLOT_MESSAGES.showing(shown.length, total)}
              </p>
              {pageCount > 1 ? (
                <nav aria-label="Timeslot pages" className="flex items-center gap-2">
                  <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <span className="text-sm text-zinc-700">
                    Page {Math.min(page, pageCount - 1) + 1} of {pageCount}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page >= pageCount - 1 || slots.isPlaceholderData}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
