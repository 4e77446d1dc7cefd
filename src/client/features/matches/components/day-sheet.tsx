import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { otherListsQueryOptions, useBlockedPeriods, useMatches } from '../api.ts';
import { useOrganiserTexts } from '../../../lib/i18n/organiser.ts';
import { DaySheet } from './team-day-sheet.tsx';

/** Printed, each team's sheet is one page of A4 or Letter; the buttons stay on screen. */
const PRINT_CSS = `
@media print {
  .no-print { display: none !important; }
  .day-sheet { break-after: page; page-break-after: always; border: none !important; margin: 0 !important; }
  .day-sheet:last-child { break-after: auto; page-break-after: auto; }
  @page { margin: 12mm; }
}
`;

/**
 * The printable day sheets: one team's (`teamIds` of one) or every team's, one per page. Each
 * list is read once and shared out, so a hundred sheets cost six requests.
 */
export function DaySheets({ teamIds, backHref }: { teamIds: number[] | 'all'; backHref: string }) {
  const { t } = useTranslation('matches');
  const ready = useOrganiserTexts(['matches']);
  const teams = useQuery(otherListsQueryOptions.teams());
  const interviews = useQuery(otherListsQueryOptions.interviews());
  const matches = useMatches();
  const blocked = useBlockedPeriods();
  const robots = useQuery(otherListsQueryOptions.robots());
  const streams = useQuery(otherListsQueryOptions.streams());
  if (!ready || teams.isPending || interviews.isPending || matches.isPending || blocked.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 p-6">
        <Spinner /> {ready ? t('sheet.loading') : null}
      </div>
    );
  }
  const shown = (teams.data ?? []).filter((team) => teamIds === 'all' || teamIds.includes(team.id));
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 text-black print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-700">
          {shown.length === 1 ? t('sheet.one') : t('sheet.many', { count: shown.length })}
        </p>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href={backHref}>
              <ArrowLeft aria-hidden="true" />
              {t('sheet.back')}
            </Link>
          </Button>
          <Button onClick={() => window.print()} disabled={shown.length === 0}>
            <Printer aria-hidden="true" />
            {t('sheet.print')}
          </Button>
        </div>
      </div>
      {shown.map((team) => (
        <DaySheet
          key={team.id}
          team={team}
          interviews={(interviews.data ?? []).filter(
            (interview) => interview.teamId === team.id && interview.status !== 'canceled',
          )}
          matches={(matches.data ?? []).filter((match) =>
            match.teams.some((entry) => entry.teamId === team.id),
          )}
          blockedPeriods={blocked.data ?? []}
          robot={robots.data?.find((robot) => robot.teamId === team.id)}
          stream={streams.data?.[0]}
        />
      ))}
    </main>
  );
}
