import { APP_NAME } from '../../../shared/constants.ts';
import type { Interview } from '../../../shared/contract/interviews.ts';
import type { Timeslot } from '../../../shared/contract/timeslots.ts';
import { formatVenueClock, zoneAbbreviation } from '../../../shared/venue-time.ts';
import { teamLabel } from '../../../shared/team-label.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' (spec section 9) of a yyyy-mm-dd day. */
function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/**
 * The judges' printable schedule for one day: one table per room, every slot in order with the
 * team that booked it, the interview title and the team's notes. Plain HTML with print styles;
 * every value is escaped.
 */
export function renderJudgesSchedule(
  date: string,
  slots: Timeslot[],
  interviews: Interview[],
  timeZone: string,
): string {
  const formatTime = (iso: string) => formatVenueClock(iso, timeZone);
  const zone = slots[0] ? ` (${zoneAbbreviation(slots[0].startTime, timeZone)}, ${timeZone})` : '';
  const interviewBySlot = new Map(interviews.map((interview) => [interview.timeslotId, interview]));
  const rooms = new Map<string, Timeslot[]>();
  for (const slot of slots) {
    const room = slot.room ?? 'Interviews';
    rooms.set(room, [...(rooms.get(room) ?? []), slot]);
  }
  const booked = slots.filter((slot) => !slot.isAvailable).length;
  const tables = [...rooms]
    .map(([room, roomSlots]) => {
      const rows = roomSlots
        .map((slot) => {
          const interview = interviewBySlot.get(slot.id);
          return `<tr${slot.isAvailable ? ' class="open"' : ''}>
<td class="time">${escapeHtml(formatTime(slot.startTime))} to ${escapeHtml(formatTime(slot.endTime))}</td>
<td>${slot.team ? escapeHtml(teamLabel(slot.team)) : 'Open'}</td>
<td>${interview ? escapeHtml(interview.title) : ''}</td>
<td>${interview?.notes ? escapeHtml(interview.notes) : ''}</td>
<td class="check" aria-label="Done"></td>
</tr>`;
        })
        .join('\n');
      return `<section>
<h2>${escapeHtml(room)}</h2>
<table>
<thead><tr><th scope="col">Time</th><th scope="col">Team</th><th scope="col">Interview</th><th scope="col">Notes</th><th scope="col">Done</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
    })
    .join('\n');
  const body = slots.length
    ? tables
    : `<p>No slots have been scheduled for ${escapeHtml(formatDay(date))}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Judges' Schedule, ${escapeHtml(formatDay(date))} - ${APP_NAME}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
p.summary { margin: 0 0 1.5rem; color: #444; }
p.hint { color: #444; font-size: .875rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .375rem .5rem; text-align: left; vertical-align: top; font-size: .875rem; }
th { background: #eee; }
td.time { white-space: nowrap; }
td.check { width: 3rem; }
tr.open td { color: #666; }
section { break-inside: avoid-page; }
@media print { body { margin: 0; } p.hint { display: none; } section + section { break-before: page; } }
</style>
</head>
<body>
<h1>Judges' Schedule: ${escapeHtml(formatDay(date))}</h1>
<p class="summary">${booked} of ${slots.length} interview slots booked. Times are venue time${escapeHtml(zone)}.</p>
<p class="hint">Use your browser's Print command (Ctrl+P or Cmd+P) to print one page per room.</p>
${body}
</body>
</html>
`;
}
