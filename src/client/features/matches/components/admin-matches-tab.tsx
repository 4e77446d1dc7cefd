import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { BlockedPeriodsCard } from './blocked-periods-card.tsx';
import { ClashListCard } from './clash-list-card.tsx';
import { MatchImportCard } from './match-import-card.tsx';
import { MatchListCard } from './match-list-card.tsx';
import { QueueCard } from './queue-card.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Admin Matches tab: the schedule, what it closes, and the bookings it clashes with. */
export function AdminMatchesTab() {
  const { t } = useTranslation('matches');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="outline">
          <Link href="/day-sheets">
            <Printer aria-hidden="true" />
            {t('tab.printAll')}
          </Link>
        </Button>
      </div>
      <QueueCard />
      <MatchImportCard />
      <ClashListCard />
      <BlockedPeriodsCard />
      <MatchListCard />
    </div>
  );
}
