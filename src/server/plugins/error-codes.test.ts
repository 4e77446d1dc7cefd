import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/contract/messages.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
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
    expect(response.json()).toMatchObject({ message: MESSAGE_ERRORS.notCanned, code: 'messages.notCanned' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('codes the generic errors too, and says the API speaks English on success', async () => {
    const refused = await t.app.inject({ url: '/api/interviews' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.unauthenticated, code: 'common.unauthenticated' });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['content-language']).toBe('en');
    expect(health.json()).not.toHaveProperty('code');
  });

  it('falls back to the status for a message no catalogue holds', () => {
    expect(errorCode('Must be a whole number', 400)).toBe('http.400');
    expect(errorCode(`${MESSAGE_ERRORS.chooseTeams}, Must be a whole number`, 400)).toBe('messages.chooseTeams');
  });
});
