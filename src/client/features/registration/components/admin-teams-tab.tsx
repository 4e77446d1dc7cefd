import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Printer, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { teamsQueryOptions } from '../api.ts';
import { AddTeamDialog } from './add-team-dialog.tsx';
import { ImportTeamsDialog } from './import-teams-dialog.tsx';
import { REGISTRATION } from '../../../../shared/constants.ts';
import { teamMatches } from '../../../../shared/team-label.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { TeamRow } from './team-row.tsx';

const PAGE_SIZE = REGISTRATION.adminTeamPageSize;

/** Admin dashboard, Teams tab (spec 2.9): teams with codes, registration and coach contact. */
export function AdminTeamsTab() {
  const { t } = useTranslation('admin');
  const teams = useQuery(teamsQueryOptions());
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const matching = (teams.data ?? []).filter((team) => teamMatches(team, deferredFilter));
  // A page at a time: a championship's 600 teams, each with its number form, drawn at once made
  // the tab slow to open and to search (decision 208). The search covers every team.
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = matching.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const registered = teams.data?.filter((team) => team.isRegistered).length ?? 0;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('teams.title')}</CardTitle>
          <CardDescription>
            {teams.data
              ? t('teams.summary', { count: teams.data.length, registered })
              : t('teams.intro')}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/admin/code-sheets">
              <Printer aria-hidden="true" />
              {t('teams.printCodes')}
            </Link>
          </Button>
          <ImportTeamsDialog />
          <AddTeamDialog />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {teams.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('actions.loadingTeams')} />
          </div>
        ) : teams.isError ? (
          <p role="alert" className="text-red-700">
            {t('actions.teamsFailed')}
          </p>
        ) : teams.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-zinc-700">
            {t('teams.empty')}
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:max-w-sm">
              <Label htmlFor="admin-team-search">{t('teams.search')}</Label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
                />
                <Input
                  id="admin-team-search"
                  type="search"
                  value={filter}
                  onChange={(event) => {
                    setFilter(event.target.value);
                    setPage(0);
                  }}
                  className="pl-9"
                />
              </div>
            </div>
            <div
              className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,1.6fr)] gap-3 border-b border-zinc-200 pb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase sm:grid"
              aria-hidden="true"
            >
              <span>{t('teams.team')}</span>
              <span>{t('teams.teamCode')}</span>
              <span>{t('teams.coach')}</span>
            </div>
            <ul aria-label={t('teams.list')} className="-mt-4 divide-y divide-zinc-200">
              {shown.map((team) => (
                <TeamRow key={team.id} team={team} />
              ))}
            </ul>
            {shown.length === 0 ? (
              <p className="text-zinc-700">{t('teams.noMatch', { filter })}</p>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-zinc-700" aria-live="polite">
                  {t('teams.showing', { shown: shown.length, total: matching.length })}
                </p>
                <PageNav
                  label={t('teams.pages')}
                  page={current}
                  pageCount={pageCount}
                  onPage={setPage}
                  pageText={t('teams.page', { page: current + 1, count: pageCount })}
                  previousText={t('teams.previous')}
                  nextText={t('teams.next')}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
