import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/contract/messages.ts';
import { INTERVIEW_ERRORS } from '../../shared/contract/interviews-messages.ts';
import { TIMESLOT_ERRORS } from '../../shared/contract/timeslots-messages.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { CLASH_MESSAGES } from '../../shared/scheduling-rules.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../test/test-app.ts';
import { errorCode } from './error-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server messages by code (decision 191)', () => {
  it('names a refused message by its catalogue key beside the English message', async () => {
    const { team, cookie } = await signInNewTeam(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { content: 'Hello there', receiverTeamId: team.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGE_ERRORS.notCanned,
      code: 'messages.notCanned',
    });
    expect(response.headers['content-language']).toBe('en');
  });

  it('codes the generic errors too, and says the API speaks English on success', async () => {
    const refused = await t.app.inject({ url: '/api/interviews' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: ERROR_MESSAGES.unauthenticated,
      code: 'common.unauthenticated',
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['content-language']).toBe('en');
    expect(health.json()).not.toHaveProperty('code');
  });

  it('falls back to the status for a message no catalogue holds', () => {
    expect(errorCode('Must be a whole number', 400)).toEqual({ code: 'http.400' });
    expect(errorCode(`${MESSAGE_ERRORS.chooseTeams}, Must be a whole number`, 400)).toEqual({
      code: 'messages.chooseTeams',
    });
  });

  it('names a message built with values by its entry, with the values as params (decision 201)', () => {
    expect(errorCode(CLASH_MESSAGES.match('Q12', '10:40'), 409)).toEqual({
      code: 'clash.match',
      params: { 0: 'Q12', 1: '10:40' },
    });
    expect(errorCode(CLASH_MESSAGES.blocked('Lunch (hall B)', '12:00', '13:00'), 409)).toEqual({
      code: 'clash.blocked',
      params: { 0: 'Lunch (hall B)', 1: '12:00', 2: '13:00' },
    });
    expect(errorCode(INTERVIEW_ERRORS.limitReached(3), 409)).toEqual({
      code: 'interviews.limitReached',
      params: { 0: '3' },
    });
    expect(errorCode(INTERVIEW_ERRORS.limitReached(1), 409)).toEqual({
      code: 'interviews.limitReached_one',
    });
    expect(errorCode(TIMESLOT_ERRORS.overlaps('10:00', '10:15', 'Room 2'), 409)).toEqual({
      code: 'timeslots.overlaps',
      params: { 0: '10:00', 1: '10:15', 2: 'Room 2' },
    });
  });

  it('reads values however they are shaped, in linear time, and never a near miss', () => {
    const long = `${'with '.repeat(20_000)}at `;
    const started = performance.now();
    expect(errorCode(CLASH_MESSAGES.match(long, '10:40'), 409)).toEqual({
      code: 'clash.match',
      params: { 0: long, 1: '10:40' },
    });
    expect(errorCode(`Clashes with your match ${long}`, 409)).toEqual({ code: 'http.409' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(errorCode('Clashes with your match  at ', 409)).toEqual({ code: 'http.409' });
  });

  it('sends the params of a clash a booking is refused with', async () => {
    const body = JSON.parse(JSON.stringify({ message: CLASH_MESSAGES.match('Q7', '09:30') }));
    expect({ ...body, ...errorCode(body.message, 409) }).toEqual({
      message: 'Clashes with your match Q7 at 09:30',
      code: 'clash.match',
      params: { 0: 'Q7', 1: '09:30' },
    });
  });
});
