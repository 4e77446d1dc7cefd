import { useSession } from '../../auth/api.ts';
import { BookingCard } from './booking-card.tsx';
import { InterviewScheduleCard } from './interview-schedule-card.tsx';
import { ScheduleManagementCard } from './schedule-management-card.tsx';

/** Home page scheduling area (spec sections 2.5 and 2.6). */
export function HomeSchedule() {
  const { isAdmin } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <InterviewScheduleCard />
      <BookingCard />
      {isAdmin ? <ScheduleManagementCard /> : null}
    </div>
  );
}
