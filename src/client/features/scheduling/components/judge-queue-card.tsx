import { useTranslation } from 'react-i18next';
import { DEFAULT_TOURNAMENT_DATE } from '../../../../shared/constants.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { useTournamentDay } from '../api.ts';
import { JudgingQueue } from './judging-queue.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/**
 * A judge's whole dashboard (decision 259): the tournament day's queues of their rooms, with the
 * progress buttons and nothing else.
 */
export function JudgeQueueCard() {
  const { t } = useTranslation(['admin', 'timeslots']);
  const { rooms } = useSession();
  const day = useTournamentDay();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('judging.title')}</CardTitle>
        <CardDescription>
          {rooms.length > 0
            ? t('judging.intro', { rooms: rooms.join(', ') })
            : t('judging.noRooms')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!day.known ? (
          <Spinner label={t('timeslots:queue.loading')} />
        ) : (
          <JudgingQueue date={day.tournamentDate ?? DEFAULT_TOURNAMENT_DATE} canMove={false} />
        )}
      </CardContent>
    </Card>
  );
}
