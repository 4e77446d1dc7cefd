import { PROGRESS_LABELS, type InterviewProgress } from '../../../../shared/contract/interviews-messages.ts';

/** What the judging room has recorded, in words a team acts on; nothing while it is still waiting. */
const FOR_THE_TEAM: Record<Exclude<InterviewProgress, 'waiting'>, string> = {
  arrived: 'Checked in at the judging room: the judges will call you in.',
  in_interview: 'In the interview now.',
  done: 'Interview done. Thank you!',
  no_show: 'Marked as not shown up. Talk to the judging room if that is wrong.',
};

/** The day-of progress line on an active interview (issue 19), announced politely as it changes. */
export function ProgressNote({ progress, status }: { progress: InterviewProgress; status: string }) {
  if (status === 'canceled' || progress === 'waiting') return null;
  return (
    <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
      <span className="font-semibold">{PROGRESS_LABELS[progress]}:</span> {FOR_THE_TEAM[progress]}
    </p>
  );
}
