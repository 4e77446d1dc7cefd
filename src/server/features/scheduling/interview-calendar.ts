import { APP_NAME, SCHEDULING } from '../../../shared/constants.ts';
import type { Interview } from '../../../shared/contract/interviews.ts';
import { formatVenueClock, formatVenueDate, zoneAbbreviation } from '../../../shared/venue-time.ts';
import { teamLabel } from '../../../shared/team-label.ts';

/** Every line break a calendar app might honour: CRLF, a bare CR or LF, NEL, and Unicode's separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Control characters RFC 5545 TEXT may not hold (all but HTAB); line breaks are escaped first. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * RFC 5545 TEXT escaping: backslash, semicolon, comma, and every line break as `\n` (a bare CR
 * too: a calendar reading it as the end of a line would take the rest as a property of its own).
 * Other control characters are dropped. Every text property of the file goes through here.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Where a team sees and cancels its interviews. */
const INTERVIEWS_PAGE = '/dashboard';

const icsInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * One interview as an iCalendar file a phone or desktop calendar can import. `publicUrl` is the
 * configured address of the app (PUBLIC_URL, or one built from HOST and PORT), never a request's
 * Host header: it names the UID's host and links back to the interviews page.
 */
export function interviewToIcs(
  interview: Interview,
  publicUrl: string,
  {
    alarmMinutes = SCHEDULING.defaultReminderLeadMinutes,
    now = new Date(),
    timeZone,
  }: { alarmMinutes?: number; now?: Date; timeZone: string },
): string {
  const { startTime, endTime } = interview.timeslot;
  const venueTime =
    `${formatVenueDate(startTime, timeZone)}, ${formatVenueClock(startTime, timeZone)} to ${formatVenueClock(endTime, timeZone)} ` +
    `${zoneAbbreviation(startTime, timeZone)} (venue time, ${timeZone}).`;
  const description = [
    `Judging interview for ${teamLabel(interview.team)}.`,
    venueTime,
    interview.timeslot.room ? `Room: ${interview.timeslot.room}.` : '',
    interview.notes ? `Notes: ${interview.notes}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${APP_NAME}//Tournament Companion//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:interview-${interview.id}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(interview.timeslot.startTime)}`,
    `DTEND:${icsInstant(interview.timeslot.endTime)}`,
    `SUMMARY:${escapeIcsText(interview.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(interview.timeslot.room ? [`LOCATION:${escapeIcsText(interview.timeslot.room)}`] : []),
    `URL:${new URL(INTERVIEWS_PAGE, publicUrl).href}`,
    `STATUS:${interview.status === 'canceled' ? 'CANCELLED' : 'CONFIRMED'}`,
    // The same lead time as the push reminder (reminderLeadMinutes); 0 turns both off.
    ...(alarmMinutes > 0
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeIcsText(interview.title)}`,
          `TRIGGER:-PT${alarmMinutes}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
