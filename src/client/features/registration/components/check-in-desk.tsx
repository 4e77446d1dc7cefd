import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Printer, Search } from 'lucide-react';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { formatTeamCode } from '../../../../shared/team-code.ts';
import { teamLabel, teamMatches } from '../../../../shared/team-label.ts';
import { Badge } from '../../../components/ui/badge.tsx';
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
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { teamsQueryOptions } from '../api.ts';
import { useCheckIn } from '../check-in-api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** Teams shown at once; the search reaches every team. */
const SHOWN = 50;

function DeskRow({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('admin');
  const checkIn = useCheckIn();
  const label = teamLabel(team);
  function toggle() {
    checkIn.mutate(
      { id: team.id, checkedIn: !team.checkedIn },
      {
        onError: (error) =>
          toast({
            title: t('desk.failed'),
            description: errorMessage(error, t('desk.failed')),
            variant: 'destructive',
          }),
      },
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={label}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold break-words text-zinc-950">{label}</span>
          <Badge variant={team.isRegistered ? 'success' : 'secondary'}>
            {team.isRegistered ? t('teams.registered') : t('teams.notRegistered')}
          </Badge>
          {team.checkedIn ? (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              {t('desk.checkedIn')}
            </Badge>
          ) : (
            <Badge variant="outline">{t('desk.notCheckedIn')}</Badge>
          )}
        </p>
        <p className="font-mono text-lg font-bold tracking-wider text-zinc-950">
          {team.joinCode ? formatTeamCode(team.joinCode) : null}
        </p>
      </div>
      <Button
        variant={team.checkedIn ? 'outline' : 'default'}
        className="min-h-12"
        disabled={checkIn.isPending}
        aria-label={
          team.checkedIn ? t('desk.undoOf', { team: label }) : t('desk.checkInOf', { team: label })
        }
        onClick={toggle}
      >
        {team.checkedIn ? t('desk.undo') : t('desk.checkIn')}
      </Button>
    </li>
  );
}

/** A volunteer's dashboard (decision 259): find a team, read out its code, check it in. */
export function CheckInDesk() {
  const { t } = useTranslation('admin');
  const teams = useQuery(teamsQueryOptions());
  const [filter, setFilter] = useState('');
  const wanted = useDeferredValue(filter.trim().toLowerCase());
  const matching = (teams.data ?? []).filter((team) => teamMatches(team, wanted));
  const checkedIn = teams.data?.filter((team) => team.checkedIn).length ?? 0;
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('desk.title')}</CardTitle>
          <CardDescription>
            {teams.data
              ? t('desk.summary', { checkedIn, count: teams.data.length })
              : t('desk.intro')}
          </CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link href="/admin/code-sheets">
            <Printer aria-hidden="true" />
            {t('teams.printCodes')}
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:max-w-sm">
          <Label htmlFor="desk-team-search">{t('teams.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
            />
            <Input
              id="desk-team-search"
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        {teams.isPending ? (
          <Spinner label={t('actions.loadingTeams')} />
        ) : teams.isError ? (
          <p role="alert" className="text-red-700">
            {t('actions.teamsFailed')}
          </p>
        ) : (
          <ul aria-label={t('teams.list')} className="divide-y divide-zinc-200">
            {matching.slice(0, SHOWN).map((team) => (
              <DeskRow key={team.id} team={team} />
            ))}
          </ul>
        )}
        {teams.data && matching.length === 0 ? (
          <p className="text-zinc-700">{t('teams.noMatch', { filter })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
