import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { Interview } from '../../../../shared/contract/interviews.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { formatDay, formatTime } from '../time.ts';
import { ProgressNote } from './progress-note.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useVenueZone } from '../../settings/index.ts';

/** Title, id, date, time range and status of one interview (spec 2.5 and 2.15). */
export function InterviewSummary({
  interview,
  showTeam = false,
  children,
}: {
  interview: Interview;
  showTeam?: boolean;
  children?: ReactNode;
}) {
  const zone = useVenueZone();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold break-words text-zinc-950">{interview.title}</h3>
        <StatusBadge status={interview.status} />
      </div>
      <p className="text-sm text-zinc-700">
        {showTeam ? <span className="font-semibold">{teamLabel(interview.team)} · </span> : null}
        <span className="text-zinc-500">#{interview.id}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-800">
        <Clock aria-hidden="true" className="size-4 text-zinc-500" />
        <span>{formatDay(interview.timeslot.startTime, zone, language)}</span>
        <span>
          {formatTime(interview.timeslot.startTime, zone, language)} -{' '}
          {formatTime(interview.timeslot.endTime, zone, language)}
        </span>
        {interview.timeslot.room ? (
          <span className="text-zinc-600">{interview.timeslot.room}</span>
        ) : null}
      </p>
      <ProgressNote progress={interview.progress} status={interview.status} />
      {children}
    </div>
  );
}
