import { describe, expect, it } from 'vitest';
import type { Interview } from '../../../shared/contract/interviews.ts';
import { dayRange, wallClockInstant } from '../../lib/day-range.ts';
import { escapeIcsText, foldIcsLine, interviewToIcs } from './interview-calendar.ts';
import { formatTime } from './judges-schedule.ts';
import { planSchedule } from './schedule-generator.ts';
import { timeslotList } from './timeslots-read-model.ts';

describe('dayRange and wallClockInstant', () => {
  it('turns a calendar day in the viewer zone into instants', () => {
    expect(dayRange('2031-05-03', -120)).toEqual({
      from: new Date('2031-05-02T22:00:00Z'),
      to: new Date('2031-05-03T22:00:00Z'),
    });
    expect(wallClockInstant('2031-05-03', '10:20', 300)).toEqual(new Date('2031-05-03T15:20:00Z'));
  });
});

describe('planSchedule', () => {
  it('fills the day back to back per room and drops a slot that would overrun the end', () => {
    const slots = planSchedule({
      date: '2031-05-03',
      startTime: '10:00',
      endTime: '11:10',
      slotMinutes: 20,
      breakMinutes: 0,
      rooms: 2,
      tzOffset: 0,
    });
    expect(slots.map((s) => `${s.startTime.toISOString().slice(11, 16)} ${s.room}`)).toEqual([
      '10:00 Judging Room 1',
      '10:00 Judging Room 2',
      '10:20 Judging Room 1',
      '10:20 Judging Room 2',
      '10:40 Judging Room 1',
      '10:40 Judging Room 2',
    ]);
    expect(slots.every((s) => s.endTime.getTime() - s.startTime.getTime() === 20 * 60_000)).toBe(true);
  });

  it('leaves the break between slots and plans nothing for a day shorter than a slot', () => {
    const withBreaks = planSchedule({ date: '2031-05-03', startTime: '10:00', endTime: '11:00', slotMinutes: 15, breakMinutes: 10, rooms: 1, tzOffset: 0 });
    expect(withBreaks.map((s) => s.startTime.toISOString().slice(11, 16))).toEqual(['10:00', '10:25']);
    expect(planSchedule({ date: '2031-05-03', startTime: '10:00', endTime: '10:10', slotMinutes: 20, breakMinutes: 0, rooms: 3, tzOffset: 0 })).toEqual([]);
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
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
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
      timeslot: { startTime: '2031-05-03T10:00:00.000Z', endTime: '2031-05-03T10:20:00.000Z', room: null },
      team: { name: 'Gear Grinders' },
    };
    const ics = interviewToIcs(interview, 'https://pitcrew.example.org', { now: new Date('2031-01-01T00:00:00Z') });
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Interview\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n');
    expect(ics).toContain('UID:interview-7@pitcrew.example.org\r\n');
    expect(ics).toContain('URL:https://pitcrew.example.org/dashboard\r\n');
    expect(ics).not.toContain('LOCATION');
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
      timeslot: { startTime: '2031-05-03T10:00:00.000Z', endTime: '2031-05-03T10:20:00.000Z', room: 'B' },
      team: { name: 'Gear Grinders' },
    };
    expect(interviewToIcs(interview, 'https://pitcrew.example.org', { alarmMinutes: 30 })).toContain('TRIGGER:-PT30M\r\n');
    expect(interviewToIcs(interview, 'https://pitcrew.example.org', { alarmMinutes: 0 })).not.toContain('VALARM');
  });
});

describe('formatTime', () => {
  it("formats 'h:mm a' in the viewer zone", () => {
    expect(formatTime('2031-05-03T00:05:00Z', 0)).toBe('12:05 AM');
    expect(formatTime('2031-05-03T12:40:00Z', 0)).toBe('12:40 PM');
    expect(formatTime('2031-05-03T15:00:00Z', 300)).toBe('10:00 AM');
  });
});

describe('timeslotList', () => {
  it('gives different lists different validators and equal lists equal ones', () => {
    expect(timeslotList([], 1).body.etag).not.toBe(timeslotList([], 2).body.etag);
    expect(timeslotList([], 1).body.etag).toBe(timeslotList([], 1).body.etag);
    expect(timeslotList([], 1).body.json).toBe('[]');
  });
});
