import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { teamLabel } from '../../../../shared/team-label.ts';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { MoveInterviewDialog } from '../../scheduling/index.ts';
import { otherListsQueryOptions, useMatchClashes, useNotifyClashes } from '../api.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** The interview's day as yyyy-mm-dd in this browser's zone (what the move dialog lists). */
const localDay = (iso: string) => {
  const day = new Date(iso);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Booked interviews the schedule or a blocked period now clashes with: tell the teams, move each. */
export function ClashListCard() {
  const { t } = useTranslation('matches');
  const zone = useVenueZone();
  const clashes = useMatchClashes();
  const interviews = useQuery(otherListsQueryOptions.interviews());
  const notify = useNotifyClashes();
  const list = clashes.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('clashes.title')}</CardTitle>
        <CardDescription>{t('clashes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {clashes.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('clashes.failed')}
          </p>
        ) : null}
        {clashes.isSuccess && list.length === 0 ? (
          <p className="text-sm text-green-800">{t('clashes.none')}</p>
        ) : null}
        {list.length ? (
          <>
            <ul
              className="flex flex-col divide-y divide-zinc-100 rounded-lg border border-zinc-200"
              aria-label={t('clashes.list')}
            >
              {list.map((clash) => {
                const interview = interviews.data?.find((row) => row.id === clash.interviewId);
                return (
                  <li
                    key={clash.interviewId}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                  >
                    <span>
                      <span className="font-semibold">
                        {teamLabel({ name: clash.teamName, number: clash.teamNumber })}
                      </span>
                      : {clash.interviewTitle}, {formatVenueClockHm(clash.startTime, zone)}-
                      {formatVenueClockHm(clash.endTime, zone)}
                      {clash.room ? `, ${clash.room}` : ''}.{' '}
                      <span className="text-red-800">{clash.reason}</span>
                    </span>
                    {interview ? (
                      <MoveInterviewDialog interview={interview} date={localDay(clash.startTime)} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div>
              <Button
                disabled={notify.isPending}
                onClick={async () => {
                  try {
                    const { notified } = await notify.mutateAsync();
                    toast({
                      title: t('clashes.notified'),
                      description: t('clashes.notifiedText', { count: notified }),
                      variant: 'success',
                    });
                  } catch (error) {
                    toast({
                      title: t('clashes.notSent'),
                      description: errorMessage(error, t('clashes.tryAgain')),
                      variant: 'destructive',
                    });
                  }
                }}
              >
                <BellRing aria-hidden="true" />
                {t('clashes.notify')}
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
