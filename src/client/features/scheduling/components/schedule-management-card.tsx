import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarRange, Search, Settings2, UserPlus, Users } from 'lucide-react';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import { isUpcoming } from '../../../../shared/contract/interviews-messages.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { allTeamsQueryOptions } from '../admin-api.ts';
import { useInterviews, useTournamentDay } from '../api.ts';
import { formatDay, formatTime } from '../time.ts';
import { BookingLimitForm } from './booking-limit-form.tsx';
import { DatePicker } from './date-picker.tsx';
import { DaySchedule } from './day-schedule.tsx';
import { JudgingQueue } from './judging-queue.tsx';
import { ScheduleGeneratorForm } from './schedule-generator-form.tsx';
import { useVenueZone } from '../../settings/index.ts';
import { useOrganiserTexts } from '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

function ScheduleTab({ tournamentDate }: { tournamentDate: string | null }) {
  const { t } = useTranslation('timeslots');
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? tournamentDate;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('manage.day')}</Label>
        <DatePicker id={id} value={date} onChange={setChosen} marked={tournamentDate} />
      </div>
      {date ? (
        <>
          <DaySchedule date={date} />
          <h3 className="mt-2 text-lg font-bold">{t('manage.judgingRooms')}</h3>
          <JudgingQueue date={date} />
        </>
      ) : (
        <p className="text-sm text-zinc-700">{t('manage.pickDay')}</p>
      )}
    </div>
  );
}

/** Who booked what: every team with its upcoming interviews, searchable. */
function TeamsTab() {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const id = useId();
  const [search, setSearch] = useState('');
  const teams = useQuery(allTeamsQueryOptions());
  const interviews = useInterviews();
  const byTeam = useMemo(() => {
    const map = new Map<number, Interview[]>();
    for (const interview of interviews.data ?? []) {
      if (!isUpcoming(interview)) continue;
      map.set(interview.teamId, [...(map.get(interview.teamId) ?? []), interview]);
    }
    return map;
  }, [interviews.data]);
  const term = search.trim().toLowerCase();
  const shown = (teams.data ?? []).filter((team) => teamLabel(team).toLowerCase().includes(term));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={id}>{t('manage.searchTeams')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3.5 left-3 size-4 text-zinc-500"
            />
            <Input
              id={id}
              type="search"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <Button asChild variant="outline">
          <Link href="/admin">
            <UserPlus aria-hidden="true" />
            {t('manage.addTeam')}
          </Link>
        </Button>
      </div>
      {teams.isPending || interviews.isPending ? (
        <Spinner label={t('manage.loadingTeams')} />
      ) : teams.isError ? (
        <p className="text-sm text-red-800">{t('manage.teamsFailed')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-zinc-700">{term ? t('manage.noMatch') : t('manage.noTeams')}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200">
          {shown.map((team) => {
            const booked = byTeam.get(team.id) ?? [];
            return (
              <li
                key={team.id}
                className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-semibold">
                  {teamLabel(team)}
                  {team.isRegistered === false ? (
                    <span className="ml-2 text-xs font-normal text-zinc-600">
                      {t('manage.notRegistered')}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-zinc-700">
                  {booked.length === 0
                    ? t('manage.noInterview')
                    : booked
                        .map(
                          (i) =>
                            `${formatDay(i.timeslot.startTime, zone, language)}, ${formatTime(i.timeslot.startTime, zone, language)}`,
                        )
                        .join('; ')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * Spec 2.5's schedule-management card (Schedule, Teams, Setup) and 'Generate Schedule', made real
 * for administrators: the day's schedule, who booked what, and the generator.
 */
export function ScheduleManagementCard() {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const ready = useOrganiserTexts(['timeslots', 'admin']);
  const zone = useVenueZone();
  const { tournamentDate, known } = useTournamentDay();
  if (!ready) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('manage.title')}</CardTitle>
        <CardDescription>
          {tournamentDate
            ? t('manage.tournamentDay', { date: formatDay(tournamentDate, zone, language) })
            : known
              ? t('manage.dayNotSet')
              : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="schedule">
          <TabsList aria-label={t('manage.sections')}>
            <TabsTrigger value="schedule">
              <CalendarRange aria-hidden="true" />
              {t('manage.schedule')}
            </TabsTrigger>
            <TabsTrigger value="teams">
              <Users aria-hidden="true" />
              {t('manage.teams')}
            </TabsTrigger>
            <TabsTrigger value="setup">
              <Settings2 aria-hidden="true" />
              {t('manage.setup')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="schedule">
            <ScheduleTab tournamentDate={tournamentDate} />
          </TabsContent>
          <TabsContent value="teams">
            <TeamsTab />
          </TabsContent>
          <TabsContent value="setup" className="flex flex-col gap-6">
            <ScheduleGeneratorForm defaultDate={tournamentDate} />
            <hr className="border-zinc-200" />
            <BookingLimitForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
