import { describe, expect, it } from 'vitest';
import { scheduleChanges, type TeamMatch } from './schedule-changes.ts';

const at = (hm: string) => new Date(`2030-05-03T${hm}:00Z`);
const match = (
  teamId: number,
  label: string,
  hm: string,
  field: string | null = 'Field 1',
): TeamMatch => ({ teamId, label, startTime: at(hm), field });

describe('scheduleChanges', () => {
  const before = [
    match(1, 'Q1', '09:00'),
    match(2, 'Q1', '09:00'),
    match(3, 'Q2', '09:10'),
    match(4, 'Q3', '09:20'),
  ];

  it('tells only the teams whose match moved in time or field, or who gained or lost one', () => {
    const after = [
      match(1, 'q1', '09:00'),
      match(2, 'Q1', '09:00'),
      match(3, 'Q2', '09:15'),
      match(4, 'Q3', '09:20', 'Field 2'),
      match(5, 'Q3', '09:20', 'Field 2'),
    ];
    expect(scheduleChanges(before, after, 'UTC')).toEqual([
      {
        type: 'schedule.changed',
        teamId: 3,
        match: 'Q2',
        change: {
          kind: 'moved',
          match: 'Q2',
          time: '9:15 AM UTC',
          timeBefore: '9:10 AM UTC',
          field: 'Field 1',
          fieldBefore: 'Field 1',
        },
      },
      {
        type: 'schedule.changed',
        teamId: 4,
        match: 'Q3',
        change: {
          kind: 'moved',
          match: 'Q3',
          time: '9:20 AM UTC',
          timeBefore: '9:20 AM UTC',
          field: 'Field 2',
          fieldBefore: 'Field 1',
        },
      },
      {
        type: 'schedule.changed',
        teamId: 5,
        match: 'Q3',
        change: { kind: 'added', match: 'Q3', time: '9:20 AM UTC' },
      },
    ]);
  });

  it('tells a team taken out of a match, and nobody when the schedule is the same or the first one', () => {
    expect(scheduleChanges(before, before.slice(1), 'UTC')).toEqual([
      {
        type: 'schedule.changed',
        teamId: 1,
        match: 'Q1',
        change: { kind: 'removed', match: 'Q1' },
      },
    ]);
    expect(scheduleChanges(before, [...before].reverse(), 'UTC')).toEqual([]);
    expect(scheduleChanges([], before, 'UTC')).toEqual([]);
  });
});
