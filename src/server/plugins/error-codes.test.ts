import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/contract/messages.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { buildDrawing } from '../test/factories-drawings.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../test/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server messages by code (decisions 191, 332)', () => {
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
    expect(refused.headers['content-language']).toBe('en');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['content-language']).toBe('en');
    expect(health.json()).not.toHaveProperty('code');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-language']).not.toBe('en');
  });

  it('gives drawings its own code for the text interviews also words (Team not found)', async () => {
    const { team, cookie } = await signInNewTeam(t);
    const board = await buildDrawing(t.db, team.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/drawings/${board.id}/shares`,
      headers: { cookie },
      payload: { teamId: 999_999, canEdit: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Team not found', code: 'drawings.teamNotFound' });
  });

  it('codes failed field checks by the first message, looked up by its fixed text', async () => {
    const { cookie } = await signInNewTeam(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; errors: unknown[] }>();
    expect(body.message.split(', ')[0]).toBe(MESSAGE_ERRORS.emptyContent);
    expect(body.code).toBe('messages.emptyContent');
    expect(body.errors).toContainEqual({ field: 'content', message: MESSAGE_ERRORS.emptyContent });
  });

  it('gives the framework’s client errors fixed codes', async () => {
    const { cookie } = await signInNewTeam(t);
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie, 'content-type': contentType },
        payload,
      });
    const malformed = await send('application/json', '{"content":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: ERROR_MESSAGES.malformedJson,
      code: 'common.malformedJson',
    });
    const empty = await send('application/json', '');
    expect(empty.json()).toMatchObject({ code: 'common.malformedJson' });
    const text = await send('application/xml', '<hello/>');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: 'Unsupported content type: send JSON',
      code: 'http.415',
    });
  });

  it('codes the answers sent outside the error handler: an unknown route, a bad idempotency key', async () => {
    const missing = await t.app.inject({ url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ERROR_MESSAGES.notFound, code: 'common.notFound' });

    const { team, cookie } = await signInNewTeam(t);
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie, 'idempotency-key': 'x' },
      payload: { content: 'Hello there', receiverTeamId: team.id },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({
      message: IDEMPOTENCY_MESSAGES.invalidKey,
      code: 'idempotency.invalidKey',
    });
  });
});
