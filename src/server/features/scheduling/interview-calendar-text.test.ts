import { describe, expect, it } from 'vitest';
import type { Interview } from '../../../shared/contract/interviews.ts';
import { interviewToIcs } from './interview-calendar.ts';

/**
 * A line break inside any text the calendar file carries (a title, notes, a room, a team's name
 * or number) must never end a content line: a calendar would read what follows as a property of
 * its own. Every text field of an interview is tried with every kind of line break, so a field
 * added later without escaping fails here.
 */

const base: Interview = {
  id: 7,
  title: 'Interview',
  userId: 1,
  teamId: 1,
  timeslotId: 2,
  progress: 'waiting',
  notes: 'Bring the robot',
  status: 'booked',
  timeslot: {
    startTime: '2031-05-03T15:00:00.000Z',
    endTime: '2031-05-03T15:20:00.000Z',
    room: 'Room 2',
  },
  team: { name: 'Gear Grinders', number: '1234A' },
};

/** Fields that are instants or fixed words, not text a person wrote. */
const NOT_TEXT = new Set(['status', 'progress', 'timeslot.startTime', 'timeslot.endTime']);

/** Every string field of the interview, by its dotted path. */
function textFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return NOT_TEXT.has(path) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    textFields(inner, path ? `${path}.${key}` : key),
  );
}

function withField(interview: Interview, path: string, text: string): Interview {
  const copy = structuredClone(interview) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = text;
  return copy as unknown as Interview;
}

const BREAKS = {
  CR: '\r',
  LF: '\n',
  CRLF: '\r\n',
  NEL: '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};
const CONTENT_LINE = /^[A-Z][A-Z0-9-]*[;:]/;

describe('every text field of the calendar file', () => {
  const fields = textFields(base);

  it('covers the interview’s texts', () => {
    expect(fields).toEqual(
      expect.arrayContaining(['title', 'notes', 'timeslot.room', 'team.name', 'team.number']),
    );
  });

  describe.each(Object.entries(BREAKS))('with a %s inside', (_name, lineBreak) => {
    it.each(fields)('%s stays on its own content line', (field) => {
      const ics = interviewToIcs(
        withField(base, field, `before${lineBreak}INJECTED:after`),
        'https://pitcrew.example.org',
        {
          now: new Date('2031-01-01T00:00:00Z'),
          timeZone: 'America/Chicago',
        },
      );
      // Lines end with CRLF and only there; every physical line is a property or a fold.
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      const lines = ics.split('\r\n').slice(0, -1);
      for (const line of lines)
        expect(line.startsWith(' ') || CONTENT_LINE.test(line), JSON.stringify(line)).toBe(true);
      const unfolded = ics.replace(/\r\n /g, '');
      expect(unfolded).not.toMatch(/^INJECTED:/m);
      expect(unfolded).toContain('before\\nINJECTED:after');
    });
  });

  it('drops other control characters and keeps the text', () => {
    const ics = interviewToIcs(
      withField(base, 'title', 'Robot\u0007 talk\u000b'),
      'https://pitcrew.example.org',
      { timeZone: 'UTC' },
    );
    expect(ics).toContain('SUMMARY:Robot talk\r\n');
  });
});
