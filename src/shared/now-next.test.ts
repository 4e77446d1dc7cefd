import { describe, expect, it } from 'vitest';
import { countdown, nowAndNext } from './now-next.ts';
import type { InterviewProgress } from './contract/interviews-messages.ts';

const at = (minute: number) => new Date(Date.UTC(2031, 4, 3, 10, minute)).toISOString();
const slot = (
  team: string,
  minute: number,
  progress: InterviewProgress = 'waiting',
  room: string | null = 'Room 1',
) => ({
  teamName: team,
  room,
  startTime: at(minute),
  endTime: at(minute + 20),
  progress,
});

describe('nowAndNext', () => {
  it('shows the team marked in the interview and the next one still expected, per room in name order', () => {
    const board = nowAndNext(
      [
        slot('C', 40),
        slot('A', 0, 'done'),
        slot('B', 20, 'in_interview'),
        slot('X', 0, 'waiting', 'Room 0'),
        slot('N', 20, 'no_show', null),
      ],
      new Date(at(25)),
    );
    expect(
      board.map(({ room, now, next }) => [room, now?.teamName ?? null, next?.teamName ?? null]),
    ).toEqual([
      ['Interviews', null, null],
      ['Room 0', null, null],
      ['Room 1', 'B', 'C'],
    ]);
  });

  it('falls back to the slot running now while nobody was marked, and skips done and absent teams', () => {
    const teams = [
      slot('A', 0, 'no_show'),
      slot('B', 20, 'arrived'),
      slot('C', 40),
      slot('D', 60, 'done'),
    ];
    const [room] = nowAndNext(teams, new Date(at(22)));
    expect([room!.now?.teamName, room!.next?.teamName]).toEqual(['B', 'C']);
    const [later] = nowAndNext(teams, new Date(at(5)));
    expect([later!.now, later!.next?.teamName]).toEqual([null, 'B']);
  });

  it('changes when the room marks the current team done', () => {
    const before = nowAndNext([slot('A', 30, 'in_interview'), slot('B', 50)], new Date(at(0)));
    expect([before[0]!.now?.teamName, before[0]!.next?.teamName]).toEqual(['A', 'B']);
    const after = nowAndNext([slot('A', 30, 'done'), slot('B', 50)], new Date(at(0)));
    expect([after[0]!.now, after[0]!.next?.teamName]).toEqual([null, 'B']);
  });
});

describe('countdown', () => {
  it('counts minutes and seconds, hours when far, and stops at zero', () => {
    expect(countdown(at(10), new Date(Date.parse(at(5)) + 55_000))).toBe('4:05');
    expect(countdown(at(0), new Date(Date.parse(at(0)) - 3_845_000))).toBe('1:04:05');
    expect(countdown(at(0), new Date(at(1)))).toBe('0:00');
  });
});
