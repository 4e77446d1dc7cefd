import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { BookingCard } from './booking-card.tsx';
import { InterviewScheduleCard } from './interview-schedule-card.tsx';

/** Only administrators see it, so teams never download it. */
const ScheduleManagementCard = lazy(() =>
  import('./schedule-management-card.tsx').then((module) => ({
    default: module.ScheduleManagementCard,
  })),
);

/** Home page scheduling area (spec sections 2.5 and 2.6). */
export function HomeSchedule() {
  const { isAdmin } = useSession();
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-col gap-6">
      <InterviewScheduleCard />
      <BookingCard />
      {isAdmin ? (
        <Suspense fallback={<Spinner label={t('card.loadingManagement')} />}>
          <ScheduleManagementCard />
        </Suspense>
      ) : null}
    </div>
  );
}
