import { describe, expect, it } from 'vitest';
import { scheduleChanges, type TeamMatch } from './schedule-changes.ts';

const at = (hm: string) => new Date(`2030-05-03T${hm}:00Z`);
const iso = (hm: string) => at(hm).toISOString();
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
    expect(scheduleChanges(before, after)).toEqual([
      {
        teamId: 3,
        changes: [
          {
            kind: 'moved',
            match: 'Q2',
            startTime: iso('09:15'),
            startBefore: iso('09:10'),
            field: 'Field 1',
            fieldBefore: 'Field 1',
          },
        ],
      },
      {
        teamId: 4,
        changes: [
          {
            kind: 'moved',
            match: 'Q3',
            startTime: iso('09:20'),
            startBefore: iso('09:20'),
            field: 'Field 2',
            fieldBefore: 'Field 1',
          },
        ],
      },
      {
        teamId: 5,
        changes: [{ kind: 'added', match: 'Q3', startTime: iso('09:20'), field: 'Field 2' }],
      },
    ]);
  });

  it('groups a team’s changes in the order they are played, its lost matches last', () => {
    const mine = [match(7, 'Q10', '11:00'), match(7, 'Q2', '09:10'), match(7, 'Q5', '10:00')];
    const after = [match(7, 'Q10', '11:30'), match(7, 'Q2', '09:40'), match(7, 'Q7', '10:30')];
    const [told, ...others] = scheduleChanges(mine, after);
    expect(others).toEqual([]);
    expect(told!.teamId).toBe(7);
    expect(told!.changes.map((change) => `${change.kind} ${change.match}`)).toEqual([
      'moved Q2',
      'added Q7',
      'moved Q10',
      'removed Q5',
    ]);
  });

  it('tells a team taken out of a match, and nobody when the schedule is the same or the first one', () => {
    expect(scheduleChanges(before, before.slice(1))).toEqual([
      { teamId: 1, changes: [{ kind: 'removed', match: 'Q1' }] },
    ]);
    expect(scheduleChanges(before, [...before].reverse())).toEqual([]);
    expect(scheduleChanges([], before)).toEqual([]);
  });

  it('lists the teams by id, and a team’s changes at one time by their labels as numbers read', () => {
    const was = [match(9, 'Q1', '08:00'), match(2, 'Q1', '08:00')];
    const now = [
      match(9, 'Q1', '08:05'),
      match(2, 'Q1', '08:05'),
      match(2, 'Q10', '09:00'),
      match(2, 'Q2', '09:00'),
    ];
    const told = scheduleChanges(was, now);
    expect(told.map((team) => team.teamId)).toEqual([2, 9]);
    expect(told[0]!.changes.map((change) => change.match)).toEqual(['Q1', 'Q2', 'Q10']);
  });
});
