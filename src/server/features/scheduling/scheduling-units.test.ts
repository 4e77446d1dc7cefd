import { describe, expect, it } from 'vitest';
import type { Interview } from '../../../shared/contract/interviews.ts';
import { escapeIcsText, foldIcsLine, interviewToIcs } from './interview-calendar.ts';
import { renderJudgesSchedule } from './judges-schedule.ts';
import { planSchedule } from './schedule-generator.ts';
import { timeslotList } from './timeslots-read-model.ts';

describe('planSchedule', () => {
  it('fills the day back to back per room and drops a slot that would overrun the end', () => {
    const slots = planSchedule(
      {
        date: '2031-05-03',
        startTime: '10:00',
        endTime: '11:10',
        slotMinutes: 20,
        breakMinutes: 0,
        rooms: 2,
      },
      'UTC',
    );
    expect(slots.map((s) => `${s.startTime.toISOString().slice(11, 16)} ${s.room}`)).toEqual([
      '10:00 Judging Room 1',
      '10:00 Judging Room 2',
      '10:20 Judging Room 1',
      '10:20 Judging Room 2',
      '10:40 Judging Room 1',
      '10:40 Judging Room 2',
    ]);
    expect(slots.every((s) => s.endTime.getTime() - s.startTime.getTime() === 20 * 60_000)).toBe(
      true,
    );
  });

  it('reads the date and times on the venue clock, across a DST change', () => {
    const plan = (date: string) =>
      planSchedule(
        { date, startTime: '10:00', endTime: '10:20', slotMinutes: 20, breakMinutes: 0, rooms: 1 },
        'America/Chicago',
      );
    expect(plan('2031-03-08')[0]!.startTime.toISOString()).toBe('2031-03-08T16:00:00.000Z');
    expect(plan('2031-03-09')[0]!.startTime.toISOString()).toBe('2031-03-09T15:00:00.000Z');
  });

  it('leaves the break between slots and plans nothing for a day shorter than a slot', () => {
    const withBreaks = planSchedule(
      {
        date: '2031-05-03',
        startTime: '10:00',
        endTime: '11:00',
        slotMinutes: 15,
        breakMinutes: 10,
        rooms: 1,
      },
      'UTC',
    );
    expect(withBreaks.map((s) => s.startTime.toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:25',
    ]);
    expect(
      planSchedule(
        {
          date: '2031-05-03',
          startTime: '10:00',
          endTime: '10:10',
          slotMinutes: 20,
          breakMinutes: 0,
          rooms: 3,
        },
        'UTC',
      ),
    ).toEqual([]);
  });
});

describe('iCalendar text', () => {
  it('escapes special characters and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(
      `SUMMARY:${'é'.repeat(60)}`,
    );
  });

  it('marks a canceled interview as cancelled', () => {
    const interview: Interview = {
      id: 7,
      title: 'Interview',
      userId: 1,
      teamId: 1,
      timeslotId: 2,
      progress: 'waiting',
      notes: null,
      status: 'canceled',
      timeslot: {
        startTime: '2031-05-03T10:00:00.000Z',
        endTime: '2031-05-03T10:20:00.000Z',
        room: null,
      },
      team: { name: 'Gear Grinders', number: null },
    };
    const ics = interviewToIcs(interview, 'https://pitcrew.example.org', {
      now: new Date('2031-01-01T00:00:00Z'),
      timeZone: 'America/Chicago',
    });
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Interview\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n',
    );
    expect(ics).toContain('UID:interview-7@pitcrew.example.org\r\n');
    expect(ics).toContain('URL:https://pitcrew.example.org/dashboard\r\n');
    expect(ics).not.toContain('LOCATION');
    // The instant stays UTC for calendars; the text names the venue's clock.
    expect(ics).toContain('DTSTART:20310503T100000Z\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'May 3\\, 2031\\, 5:00 AM to 5:20 AM CDT (venue time\\, America/Chicago).',
    );
  });

  it('sets its alarm at the reminder lead time, and has none when reminders are off', () => {
    const interview: Interview = {
      id: 8,
      title: 'Judging',
      userId: 1,
      teamId: 1,
      timeslotId: 2,
      progress: 'waiting',
      notes: null,
      status: 'scheduled',
      timeslot: {
        startTime: '2031-05-03T10:00:00.000Z',
        endTime: '2031-05-03T10:20:00.000Z',
        room: 'B',
      },
      team: { name: 'Gear Grinders', number: null },
    };
    expect(
      interviewToIcs(interview, 'https://pitcrew.example.org', {
        alarmMinutes: 30,
        timeZone: 'UTC',
      }),
    ).toContain('TRIGGER:-PT30M\r\n');
    expect(
      interviewToIcs(interview, 'https://pitcrew.example.org', {
        alarmMinutes: 0,
        timeZone: 'UTC',
      }),
    ).not.toContain('VALARM');
  });
});

describe('renderJudgesSchedule', () => {
  it("prints 'h:mm a' on the venue clock and names the zone", () => {
    const slot = {
      id: 1,
      startTime: '2031-05-03T15:00:00Z',
      endTime: '2031-05-03T15:20:00Z',
      room: null,
      isAvailable: true,
      teamId: null,
      team: null,
    };
    const html = renderJudgesSchedule('2031-05-03', [slot], [], 'America/Chicago');
    expect(html).toContain('10:00 AM to 10:20 AM');
    expect(html).toContain('Times are venue time (CDT, America/Chicago).');
    expect(renderJudgesSchedule('2031-05-03', [slot], [], 'Asia/Tokyo')).toContain(
      '12:00 AM to 12:20 AM',
    );
  });
});

describe('timeslotList', () => {
  it('gives different lists different validators and equal lists equal ones', () => {
    expect(timeslotList([], 1).body.etag).not.toBe(timeslotList([], 2).body.etag);
    expect(timeslotList([], 1).body.etag).toBe(timeslotList([], 1).body.etag);
    expect(timeslotList([], 1).body.json).toBe('[]');
  });
});
