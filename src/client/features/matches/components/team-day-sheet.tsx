import { useTranslation } from 'react-i18next';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import type { BlockedPeriod, Match } from '../../../../shared/contract/matches.ts';
import type { Robot } from '../../../../shared/contract/robots.ts';
import type { Stream } from '../../../../shared/contract/streams.ts';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { useTournamentDateLabel } from '../../settings/index.ts';
import { useVenueZone } from '../../settings/index.ts';

const span = (start: string, end: string, zone: string) =>
  `${formatVenueClockHm(start, zone)}-${formatVenueClockHm(end, zone)}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-base font-bold uppercase tracking-wide text-zinc-700">{title}</h2>
      {children}
    </section>
  );
}

interface SheetData {
  team: TeamListItem;
  interviews: Interview[];
  matches: Match[];
  blockedPeriods: BlockedPeriod[];
  robot: Robot | undefined;
  stream: Stream | undefined;
}

/** One team's day on one page: interview, matches, closed periods, robot, stream. */
export function DaySheet({ team, interviews, matches, blockedPeriods, robot, stream }: SheetData) {
  const { t } = useTranslation('matches');
  const zone = useVenueZone();
  const day = useTournamentDateLabel();
  return (
    <article
      className="day-sheet mb-6 flex flex-col gap-4 rounded-xl border border-zinc-300 p-6"
      aria-label={t('sheet.label', { team: teamLabel(team) })}
    >
      <header>
        <p className="text-sm text-zinc-600">{t('sheet.tournament', { date: day })}</p>
        <h1 className="text-3xl font-black">{teamLabel(team)}</h1>
      </header>
      <Section title={t('sheet.interview')}>
        {interviews.length === 0 ? <p>{t('sheet.noInterview')}</p> : null}
        <ul>
          {interviews.map((interview) => (
            <li key={interview.id} className="text-lg">
              <span className="font-semibold">
                {span(interview.timeslot.startTime, interview.timeslot.endTime, zone)}
              </span>
              {interview.timeslot.room ? `, ${interview.timeslot.room}` : ''}: {interview.title}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('sheet.matches')}>
        {matches.length === 0 ? <p>{t('sheet.noMatches')}</p> : null}
        {matches.length ? (
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-zinc-300">
                <th scope="col" className="py-1 pr-3">
                  {t('sheet.match')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('sheet.time')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('sheet.field')}
                </th>
                <th scope="col" className="py-1">
                  {t('sheet.alliance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {matches.map((match) => (
                <tr key={match.id} className="border-b border-zinc-100">
                  <td className="py-1 pr-3 font-semibold">{match.label}</td>
                  <td className="py-1 pr-3">{formatVenueClockHm(match.startTime, zone)}</td>
                  <td className="py-1 pr-3">{match.field ?? ''}</td>
                  <td className="py-1">
                    {match.teams.find((entry) => entry.teamId === team.id)?.station ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Section>
      <Section title={t('sheet.closed')}>
        {blockedPeriods.length === 0 ? <p>{t('sheet.nothingBlocked')}</p> : null}
        <ul>
          {blockedPeriods.map((period) => (
            <li key={period.id}>
              <span className="font-semibold">{span(period.startTime, period.endTime, zone)}</span>{' '}
              {period.label}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('sheet.robot')}>
        <p>
          {robot
            ? t('sheet.robotAt', {
                name: robot.name,
                x: Math.round(robot.lastLocationX),
                y: Math.round(robot.lastLocationY),
              })
            : t('sheet.noRobot')}
        </p>
      </Section>
      <Section title={t('sheet.stream')}>
        <p className="break-all">
          {stream
            ? `${stream.title}: ${stream.youtubeUrl}`
            : `${window.location.origin}/live-stream`}
        </p>
      </Section>
    </article>
  );
}
