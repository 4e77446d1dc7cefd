import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CalendarClock, History } from 'lucide-react';
import { isUpcoming } from '../../../../shared/contract/interviews-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useInterviews } from '../api.ts';
import { useNow } from '../use-now.ts';
import { InterviewCard } from './interview-card.tsx';

function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-4 py-10 text-center">
      <p className="font-semibold text-zinc-900">{title}</p>
      {children}
    </div>
  );
}

/** Spec 2.15: Upcoming (starts later, not canceled) and Past (started or canceled) interviews. */
export function InterviewsDashboard() {
  const { t } = useTranslation('dashboard');
  const interviews = useInterviews();
  const now = useNow();
  if (interviews.isPending) return <Spinner label={t('loading')} />;
  if (interviews.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('loadFailed')}
      </p>
    );
  }
  const upcoming = interviews.data.filter((i) => isUpcoming(i, now));
  const past = interviews.data.filter((i) => !isUpcoming(i, now)).reverse();
  return (
    <Tabs defaultValue="upcoming">
      <TabsList aria-label={t('tabs')}>
        <TabsTrigger value="upcoming">
          <CalendarClock aria-hidden="true" />
          {t('upcoming')}
        </TabsTrigger>
        <TabsTrigger value="past">
          <History aria-hidden="true" />
          {t('past')}
        </TabsTrigger>
      </TabsList>
      {/* Each panel's heading, for the interview cards' h3 titles to sit under (headings in order). */}
      <TabsContent value="upcoming">
        <h2 className="sr-only">{t('upcoming')}</h2>
        {upcoming.length === 0 ? (
          <Empty title={t('noUpcoming')}>
            <Button asChild>
              <Link href="/home">{t('book')}</Link>
            </Button>
          </Empty>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {upcoming.map((interview) => (
              <li key={interview.id}>
                <InterviewCard interview={interview} upcoming />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="past">
        <h2 className="sr-only">{t('past')}</h2>
        {past.length === 0 ? (
          <Empty title={t('noPast')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {past.map((interview) => (
              <li key={interview.id}>
                <InterviewCard interview={interview} upcoming={false} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
