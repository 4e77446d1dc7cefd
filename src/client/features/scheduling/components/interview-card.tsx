import { useTranslation } from 'react-i18next';
import { CalendarPlus, X } from 'lucide-react';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { calendarUrl, useCancelInterview } from '../api.ts';
import { InterviewSummary } from './interview-summary.tsx';

/** Spec 2.15: a dashboard card; upcoming ones can be added to a calendar or canceled. */
export function InterviewCard({
  interview,
  upcoming,
}: {
  interview: Interview;
  upcoming: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const cancel = useCancelInterview();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <InterviewSummary interview={interview} showTeam>
          {interview.notes ? (
            <p className="mt-1 rounded-lg bg-zinc-50 px-3 py-2 text-sm whitespace-pre-wrap text-zinc-800">
              {interview.notes}
            </p>
          ) : null}
        </InterviewSummary>
        {upcoming ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={calendarUrl(interview.id)} download={`interview-${interview.id}.ics`}>
                <CalendarPlus aria-hidden="true" />
                {t('addToCalendar')}
              </a>
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="destructive" size="sm" disabled={cancel.isPending}>
                  <X aria-hidden="true" />
                  {t('cancel')}
                </Button>
              }
              title={t('cancel')}
              description={t('cancelConfirm')}
              confirmLabel={t('cancel')}
              cancelLabel={t('keep')}
              destructive
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate(interview.id)}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
