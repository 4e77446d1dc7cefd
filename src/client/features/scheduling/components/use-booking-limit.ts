import { useTranslation } from 'react-i18next';
import { interviewLimitReached } from '../../../../shared/scheduling-rules.ts';
import { useSession } from '../../auth/index.ts';
import { useInterviews, useSchedulingSettings } from '../api.ts';

/** The team's booking limit, when it is already reached (so the button explains itself). */
export function useLimitReached(): string | null {
  const { t } = useTranslation('booking');
  const session = useSession();
  const interviews = useInterviews();
  const settings = useSchedulingSettings();
  if (session.isAdmin || !session.isAuthenticated || !interviews.data || !settings.data)
    return null;
  const limit = settings.data.maxActiveInterviewsPerTeam;
  return interviewLimitReached(interviews.data, limit)
    ? t('card.limitReached', { count: limit })
    : null;
}
