import { Link } from 'wouter';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { BlockedPeriodsCard } from './blocked-periods-card.tsx';
import { ClashListCard } from './clash-list-card.tsx';
import { MatchImportCard } from './match-import-card.tsx';
import { MatchListCard } from './match-list-card.tsx';

/** Admin Matches tab (issue 22): the schedule, what it closes, and the bookings it clashes with. */
export function AdminMatchesTab() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="outline">
          <Link href="/day-sheets">
            <Printer aria-hidden="true" />
            Print Day Sheets for All Teams
          </Link>
        </Button>
      </div>
      <MatchImportCard />
      <ClashListCard />
      <BlockedPeriodsCard />
      <MatchListCard />
    </div>
  );
}
