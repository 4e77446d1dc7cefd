import { describe, expect, it } from 'vitest';
import { SCHEDULING } from './constants.ts';
import { INTERVIEW_PROGRESS, isUnderway, isUpcoming } from './contract/interviews-messages.ts';
import {
  clashMessage,
  holdsInterviewPlace,
  inDisplayWindow,
  interviewCancelProblem,
  interviewLimitReached,
  slotBookingProblem,
  slotClash,
} from './scheduling-rules.ts';

const start = new Date('2025-05-03T10:00:00Z');
const end = new Date('2025-05-03T10:20:00Z');
const minute = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * minute);
const interview = (status = 'scheduled') => ({
  status,
  timeslot: { startTime: start.toISOString(), endTime: end.toISOString() },
});

describe('holdsInterviewPlace, the interview limit rule shared by the page and the API', () => {
  it('holds a place before the start, at the start minute and while in progress, and not from the end', () => {
    expect(holdsInterviewPlace(interview(), at(start, -1))).toBe(true);
    expect(holdsInterviewPlace(interview(), start)).toBe(true);
    expect(holdsInterviewPlace(interview(), at(start, 1))).toBe(true);
    expect(holdsInterviewPlace(interview(), at(end, -1))).toBe(true);
    expect(holdsInterviewPlace(interview(), end)).toBe(false);
  });

  it('never counts a canceled interview', () => {
    expect(holdsInterviewPlace(interview('canceled'), at(start, -30))).toBe(false);
  });

  it('reaches the limit with as many held interviews as allowed', () => {
    expect(interviewLimitReached([interview()], 1, at(start, 1))).toBe(true);
    expect(interviewLimitReached([interview()], 2, at(start, 1))).toBe(false);
    expect(interviewLimitReached([interview(), interview('canceled')], 1, end)).toBe(false);
    expect(interviewLimitReached([], 1, start)).toBe(false);
  });

  it('takes Date slot times (server rows) as well as ISO strings (API answers)', () => {
    const row = { status: 'scheduled', timeslot: { startTime: start, endTime: end } };
    expect(interviewLimitReached([row], 1, at(end, -1))).toBe(true);
    expect(interviewLimitReached([row], 1, end)).toBe(false);
  });

  it('reads Date slot times to the millisecond', () => {
    const row = {
      status: 'scheduled',
      timeslot: { startTime: start, endTime: new Date(end.getTime() + 500) },
    };
    expect(holdsInterviewPlace(row, end)).toBe(true);
    expect(holdsInterviewPlace(row, new Date(end.getTime() + 500))).toBe(false);
  });
});

describe('slotBookingProblem', () => {
  it('refuses a slot from its start minute, then a taken one, and accepts a free future one', () => {
    expect(slotBookingProblem({ startTime: start, teamId: null }, start)).toBe('started');
    expect(slotBookingProblem({ startTime: start, teamId: 7 }, at(start, 5))).toBe('started');
    expect(slotBookingProblem({ startTime: start, teamId: 7 }, at(start, -1))).toBe('taken');
    expect(
      slotBookingProblem({ startTime: start.toISOString(), teamId: null }, at(start, -1)),
    ).toBe(null);
  });
});

describe('inDisplayWindow', () => {
  const chicago = (hour: number, minute = 0) =>
    new Date(Date.UTC(2025, 4, 3, hour + 5, minute)).toISOString(); // CDT is UTC-5
  it('shows slots starting from 10:00 up to 16:59, on the venue clock', () => {
    expect(inDisplayWindow(chicago(SCHEDULING.firstSlotHour), 'America/Chicago')).toBe(true);
    expect(inDisplayWindow(chicago(9, 59), 'America/Chicago')).toBe(false);
    expect(inDisplayWindow(chicago(16, 59), 'America/Chicago')).toBe(true);
    expect(inDisplayWindow(chicago(SCHEDULING.lastSlotHourExclusive), 'America/Chicago')).toBe(
      false,
    );
  });
  it('reads the venue clock, not the clock of the machine that asks', () => {
    // 10:00 in Chicago is 00:00 the next day in Tokyo, outside the window there.
    expect(inDisplayWindow(chicago(10), 'America/Chicago')).toBe(true);
    expect(inDisplayWindow(chicago(10), 'Asia/Tokyo')).toBe(false);
  });
});

describe('slotClash', () => {
  const match = { label: 'Q12', startTime: '2030-05-03T10:40:00Z' };
  const lunch = {
    label: 'Lunch',
    startTime: '2030-05-03T12:00:00Z',
    endTime: '2030-05-03T13:00:00Z',
  };
  const clash = (start: string, end: string, bufferMinutes = 15) =>
    slotClash(
      { startTime: `2030-05-03T${start}:00Z`, endTime: `2030-05-03T${end}:00Z` },
      { matches: [match], blockedPeriods: [lunch], bufferMinutes },
    );

  it.each([
    ['ends inside the buffer before', '10:06', '10:26'],
    ['starts inside the buffer after', '10:54', '11:14'],
    ['holds the match', '10:30', '10:50'],
  ])('refuses a slot that %s', (_, start, end) => {
    expect(clash(start, end)).toEqual({
      kind: 'match',
      label: 'Q12',
      startTime: new Date(match.startTime),
    });
  });

  it('allows slots exactly the buffer away, and a buffer of 0 keeps only the instant', () => {
    expect(clash('10:05', '10:25')).toBeNull();
    expect(clash('10:55', '11:15')).toBeNull();
    expect(clash('10:20', '10:40', 0)).toBeNull();
    expect(clash('10:30', '10:50', 0)).not.toBeNull();
  });

  it('names the earliest of several matches a slot clashes with, whatever order they are listed in', () => {
    const later = { label: 'Q13', startTime: '2030-05-03T10:50:00Z' };
    const earliest = { label: 'Q11', startTime: '2030-05-03T10:35:00Z' };
    const slot = { startTime: '2030-05-03T10:30:00Z', endTime: '2030-05-03T10:50:00Z' };
    for (const matches of [
      [later, match, earliest],
      [match, earliest, later],
      [earliest, later, match],
    ]) {
      expect(slotClash(slot, { matches, blockedPeriods: [], bufferMinutes: 15 })).toMatchObject({
        kind: 'match',
        label: 'Q11',
      });
    }
  });

  it('refuses a slot overlapping a blocked period, not one touching it', () => {
    expect(clash('12:50', '13:10')).toMatchObject({ kind: 'blocked', label: 'Lunch' });
    expect(clash('13:00', '13:20')).toBeNull();
    expect(clash('11:40', '12:00')).toBeNull();
  });

  it('words each kind of clash', () => {
    const time = (instant: Date) => instant.toISOString().slice(11, 16);
    expect(clashMessage(clash('10:30', '10:50')!, time)).toBe(
      'Clashes with your match Q12 at 10:40',
    );
    expect(clashMessage(clash('12:30', '12:50')!, time)).toBe('Clashes with Lunch (12:00-13:00)');
  });
});

describe('interviewCancelProblem, the cancel rule shared by the dashboard and DELETE /api/interviews', () => {
  it('cancels a booked interview until its slot starts, and says why not after', () => {
    expect(interviewCancelProblem(interview(), at(start, -1))).toBeNull();
    expect(interviewCancelProblem(interview(), start)).toBe('started');
    expect(interviewCancelProblem(interview('canceled'), at(start, -1))).toBe('canceled');
    expect(interviewCancelProblem(interview('canceled'), at(start, 1))).toBe('canceled');
  });

  it('is what the dashboard shows as upcoming (the cards that offer Cancel)', () => {
    for (const moment of [at(start, -1), start, at(start, 1)]) {
      for (const status of ['scheduled', 'canceled']) {
        expect(isUpcoming(interview(status), moment)).toBe(
          interviewCancelProblem(interview(status), moment) === null,
        );
      }
    }
  });
});

describe('isUnderway, shared by the judging queue and the move rule', () => {
  it('is true only once the team is in the room or done', () => {
    expect(INTERVIEW_PROGRESS.filter(isUnderway)).toEqual(['in_interview', 'done']);
  });
});
