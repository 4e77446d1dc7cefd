import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CalendarPlus } from 'lucide-react';
import { INTERVIEW_LIMITS } from '../../../../shared/contract/interviews-messages.ts';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/index.ts';
import { useSlotClash } from '../../matches/index.ts';
import { rememberedTeamId } from '../../../lib/registration-storage.ts';
import { registeredTeamsQueryOptions, useDayTimeslots, useTournamentDay } from '../api.ts';
import { TimeslotPicker } from './timeslot-picker.tsx';
import { BookingTeam } from './booking-team.tsx';
import { useLimitReached } from './use-booking-limit.ts';

export const BOOKING_CARD_ID = 'book-interview';

/**
 * The booking form (react-hook-form, Radix's dialog) loads when a team picks a slot, not with
 * the home page: a phone's first load of /home stays within its budget (decision 226).
 */
const loadBookingDialog = () => import('./booking-dialog.tsx');
const BookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

/**
 * Spec 2.5 and 2.6: the tournament day's slots, a notes field and 'Book Selected Time Slot',
 * which opens the 'Book Interview' dialog. Bookings by other teams show up live.
 */
export function BookingCard() {
  const { t } = useTranslation('booking');
  const session = useSession();
  const day = useTournamentDay();
  const { tournamentDate } = day;
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? tournamentDate;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adminTeamId, setAdminTeamId] = useState('');
  const [notes, setNotes] = useState('');
  // The slot the dialog is booking, kept while it is open even if the list changes meanwhile.
  const [dialogSlot, setDialogSlot] = useState<Timeslot | null>(null);
  const notesId = useId();
  const slots = useDayTimeslots(date);
  const limitReached = useLimitReached();
  const teams = useQuery({ ...registeredTeamsQueryOptions(), enabled: session.isAdmin });

  const team = session.isAdmin
    ? (teams.data?.find((candidate) => String(candidate.id) === adminTeamId) ?? null)
    : session.teamId !== null
      ? {
          id: session.teamId,
          name: session.username ?? t('card.yourTeam'),
          number: session.teamNumber,
        }
      : null;
  // A team's own matches and the blocked periods close slots to it; an administrator may still book them.
  const clashOf = useSlotClash(team?.id ?? null);
  const teamClashOf = session.isAdmin ? undefined : clashOf;
  // A slot someone else just took (or that now clashes) is no longer selected.
  const selected =
    slots.data?.find(
      (slot) => slot.id === selectedId && slot.isAvailable && !teamClashOf?.(slot),
    ) ?? null;

  function selectSlot(slot: Timeslot) {
    if (!session.isAuthenticated) {
      const message = rememberedTeamId() === null ? 'registrationRequired' : 'authRequired';
      toast({
        title: t(`toast.${message}Title`),
        description: t(`toast.${message}`),
        variant: 'destructive',
      });
      return;
    }
    void loadBookingDialog();
    setSelectedId((current) => (current === slot.id ? null : slot.id));
  }

  function openBooking() {
    if (!session.isAuthenticated) {
      toast({
        title: t('toast.authRequiredTitle'),
        description: t('toast.authRequired'),
        variant: 'destructive',
      });
      return;
    }
    if (!selected) {
      toast({
        title: t('toast.missingSlotTitle'),
        description: t('toast.missingSlot'),
        variant: 'destructive',
      });
      return;
    }
    if (!team) {
      toast({
        title: t('card.chooseTeam'),
        description: t('card.chooseTeamText'),
        variant: 'destructive',
      });
      return;
    }
    setDialogSlot(selected);
  }

  return (
    <Card id={BOOKING_CARD_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {session.isAuthenticated ? (
          <BookingTeam value={adminTeamId} onChange={setAdminTeamId} />
        ) : null}
        <TimeslotPicker
          tournamentDate={tournamentDate}
          dayRead={day}
          date={date}
          onDateChange={(day) => {
            setChosenDate(day);
            setSelectedId(null);
          }}
          selectedId={selected?.id ?? null}
          onSelect={selectSlot}
          clashOf={teamClashOf}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={notesId}>{t('card.notes')}</Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={INTERVIEW_LIMITS.notesMax}
            placeholder={t('card.notesPlaceholder')}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        {limitReached ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            role="note"
          >
            <span>{limitReached}</span>{' '}
            <Link href="/dashboard" className="font-semibold underline underline-offset-4">
              {t('card.openDashboard')}
            </Link>
          </p>
        ) : null}
        <div>
          <Button size="lg" disabled={!selected || !!limitReached} onClick={openBooking}>
            <CalendarPlus aria-hidden="true" />
            {t('card.bookSelected')}
          </Button>
        </div>
        {dialogSlot && team ? (
          <Suspense fallback={null}>
            <BookingDialog
              open
              onOpenChange={(open) => {
                if (!open) setDialogSlot(null);
              }}
              slot={dialogSlot}
              team={team}
              defaultNotes={notes}
              onBooked={() => {
                setDialogSlot(null);
                setSelectedId(null);
                setNotes('');
              }}
            />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
