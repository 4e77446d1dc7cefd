import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CalendarPlus } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { HelpCard } from '../features/help/components/help-card.tsx';
import { InterviewsDashboard } from '../features/scheduling/components/interviews-dashboard.tsx';
import { NextMatch } from '../features/scheduling/components/next-match.tsx';
import { TeamDay } from '../features/scheduling/components/team-day.tsx';

/** Spec 2.15 (the router's login wrapper sends visitors to /register). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button asChild>
            <Link href="/home">
              <CalendarPlus aria-hidden="true" />
              {t('page.bookNew')}
            </Link>
          </Button>
        }
      />
      <div className="mb-6 flex flex-col gap-3">
        <NextMatch />
        <TeamDay />
        <div id="help" className="scroll-mt-20">
          <HelpCard />
        </div>
      </div>
      <InterviewsDashboard />
    </>
  );
}
