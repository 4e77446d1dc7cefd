import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { isUpcoming } from '../../../../shared/contract/interviews-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { useInterviews } from '../api.ts';
import { useNow } from '../use-now.ts';
import { BOOKING_CARD_ID } from './booking-card.tsx';
import { InterviewSummary } from './interview-summary.tsx';

/** How many interviews the home card lists before pointing to the dashboard. */
const HOME_LIMIT = 5;

/** Moves to the booking card and focuses it (keyboard and screen-reader users land there too). */
function goToBooking() {
  const card = document.getElementById(BOOKING_CARD_ID);
  if (!card) return;
  card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  card.focus({ preventScroll: true });
}

/** Spec 2.5 "Your Team's Interview Schedule": upcoming first, then the rest, with a way to book. */
export function InterviewScheduleCard() {
  const { t } = useTranslation('booking');
  const session = useSession();
  const interviews = useInterviews();
  const now = useNow();

  let body;
  if (!session.isAuthenticated) {
    body = <p className="text-sm text-zinc-700">{t('schedule.signIn')}</p>;
  } else if (interviews.isPending) {
    body = <Spinner label={t('schedule.loading')} />;
  } else if (interviews.isError) {
    body = (
      <p className="text-sm text-red-800" role="alert">
        {t('schedule.loadFailed')}
      </p>
    );
  } else if (interviews.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-300 px-4 py-8 text-center">
        <CalendarCheck aria-hidden="true" className="size-8 text-zinc-500" />
        <p className="font-semibold text-zinc-900">{t('schedule.noneTitle')}</p>
        <p className="text-sm text-zinc-600">{t('schedule.noneDescription')}</p>
        <Button className="mt-2" onClick={goToBooking}>
          {t('schedule.bookFirst')}
        </Button>
      </div>
    );
  } else {
    const upcoming = interviews.data.filter((i) => isUpcoming(i, now));
    const others = interviews.data.filter((i) => !isUpcoming(i, now)).reverse();
    const shown = [...upcoming, ...others].slice(0, HOME_LIMIT);
    body = (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200">
          {shown.map((interview) => (
            <li key={interview.id} className="p-3 sm:p-4">
              <InterviewSummary interview={interview} showTeam={session.isAdmin} />
            </li>
          ))}
        </ul>
        {interviews.data.length > shown.length ? (
          <p className="text-sm text-zinc-600">
            {t('schedule.showing', { shown: shown.length, total: interviews.data.length })}{' '}
            <Link
              href="/dashboard"
              className="font-semibold text-blue-700 underline underline-offset-4"
            >
              {t('schedule.seeAll')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('schedule.title')}</CardTitle>
          <CardDescription>{t('schedule.description')}</CardDescription>
        </div>
        {session.isAuthenticated && interviews.data && interviews.data.length > 0 ? (
          <Button variant="outline" onClick={goToBooking}>
            <CalendarPlus aria-hidden="true" />
            {t('schedule.bookNew')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
