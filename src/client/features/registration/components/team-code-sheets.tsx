import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, LoaderCircle, Printer } from 'lucide-react';
import { APP_NAME } from '../../../../shared/constants.ts';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTournamentDateLabel } from '../../settings/index.ts';
import { teamsQueryOptions } from '../api.ts';
import { TeamCodeCard } from './team-code-card.tsx';
import { useOrganiserTexts } from '../../../lib/i18n/organiser.ts';

/** Eight cards to a sheet: two columns of four fit A4 and Letter alike. */
const CARDS_PER_PAGE = 8;

/**
 * Printed, only the sheets show; each sheet is one page of eight cards, cut along the dashes. The
 * card height fits Letter's shorter page (279 mm) within the margins, so A4 fits too.
 */
const PRINT_CSS = `
.code-sheet-page { display: grid; grid-template-columns: 1fr 1fr; grid-auto-rows: 60mm; gap: 3mm; }
@media print {
  .no-print { display: none !important; }
  .code-sheet-page { break-after: page; page-break-after: always; margin: 0; }
  .code-sheet-page:last-child { break-after: auto; page-break-after: auto; }
  .team-code-card { break-inside: avoid; page-break-inside: avoid; }
  @page { margin: 10mm; }
}
`;

/**
 * Sheets drawn in one task: the first ones show at once and the rest follow a few at a time, each
 * batch a task of its own, so six hundred teams never hold the page still (decision 212).
 */
const SHEETS_PER_TASK = 4;

/** How many of `total` sheets are drawn so far; all of them as soon as the browser prints. */
function useSheetsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(SHEETS_PER_TASK);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + SHEETS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  useEffect(() => {
    const drawAll = () => setDrawn(Number.POSITIVE_INFINITY);
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, []);
  return Math.min(drawn, total);
}

function pages(teams: TeamListItem[]): TeamListItem[][] {
  const result: TeamListItem[][] = [];
  for (let i = 0; i < teams.length; i += CARDS_PER_PAGE)
    result.push(teams.slice(i, i + CARDS_PER_PAGE));
  return result;
}

/** The administrator's printable team-code sheets: one card per team, eight a page. */
export function TeamCodeSheets() {
  const { t } = useTranslation('admin');
  const ready = useOrganiserTexts(['admin']);
  const teams = useQuery(teamsQueryOptions());
  const tournamentDate = useTournamentDateLabel();
  const origin = window.location.origin;
  const heading = t('teams.sheets.heading', { app: APP_NAME, date: tournamentDate });
  const sheets = teams.data ? pages(teams.data) : [];
  const drawn = useSheetsDrawn(sheets.length);
  if (!ready) return null;
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 text-black print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black">{t('teams.sheets.title')}</h1>
          <p className="text-sm text-zinc-700">
            {teams.data
              ? t('teams.sheets.cards', { count: teams.data.length })
              : t('teams.sheets.loading')}{' '}
            {t('teams.sheets.howTo')}
          </p>
          {drawn < sheets.length ? (
            <p role="status" className="mt-1 flex items-center gap-2 text-sm text-zinc-700">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('teams.sheets.drawing', { drawn, total: sheets.length })}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/admin">
              <ArrowLeft aria-hidden="true" />
              {t('teams.sheets.back')}
            </Link>
          </Button>
          <Button
            onClick={() => window.print()}
            disabled={!teams.data?.length || drawn < sheets.length}
          >
            <Printer aria-hidden="true" />
            {t('actions.print')}
          </Button>
        </div>
      </div>
      {teams.isPending ? (
        <Spinner label={t('actions.loadingTeams')} />
      ) : teams.isError ? (
        <p role="alert">{t('actions.teamsFailed')}</p>
      ) : teams.data.length === 0 ? (
        <p>{t('teams.sheets.empty')}</p>
      ) : (
        sheets.slice(0, drawn).map((page, index) => (
          <section
            key={index}
            className="code-sheet-page mb-6 print:mb-0"
            aria-label={t('teams.sheets.sheet', { number: index + 1 })}
          >
            {page.map((team) => (
              <TeamCodeCard key={team.id} team={team} origin={origin} heading={heading} />
            ))}
          </section>
        ))
      )}
    </main>
  );
}
