import { Writable } from 'node:stream';
import Fastify, { type FastifyError } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODED } from '../../shared/coded-messages.ts';
import { MESSAGE_ERRORS } from '../../shared/contract/messages.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { conflict, HttpError } from '../http-errors.ts';
import { codedFieldMessage, validationError } from '../validation-errors.ts';
import { registerAccessLog } from './access-log.ts';
import { registerSecurity } from './security.ts';
import { registerErrorHandling } from './errors.ts';

/** A bare app with the error handler, the access line and the language hook, its log lines kept. */
function probeApp() {
  const logs: { level: number; msg?: string; status?: number; refused?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as (typeof logs)[number]);
      done();
    },
  });
  // As the app is made: Fastify's own two lines per request off, the access line instead.
  const app = Fastify({
    logger: { level: 'info', stream },
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerAccessLog(app);
  registerErrorHandling(app);
  // Its hook sets the API's headers (Content-Language among them) before the route runs.
  void registerSecurity(app);
  return { app, logs };
}

/**
 * The answer to a route that throws `error` after choosing another content type, and the log lines
 * written for it. Outside /api, so only the handler says the answer is English.
 */
async function answerTo(error: Error) {
  const { app, logs } = probeApp();
  app.get('/probe', (_request, reply) => {
    void reply.type('text/html; charset=utf-8');
    throw error;
  });
  const response = await app.inject({ url: '/probe' });
  await app.close();
  return { response, logs };
}

const fastifyError = (statusCode: number | undefined, code: string | undefined, message: string) =>
  Object.assign(new Error(message), { statusCode, code }) as FastifyError;

describe('the error handler (decision 332)', () => {
  it('answers an HttpError with the code and values it was raised with, in English', async () => {
    const { response, logs } = await answerTo(conflict(CODED.clash.match('Q7', '09:30')));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Clashes with your match Q7 at 09:30',
      code: 'clash.match',
      params: { 0: 'Q7', 1: '09:30' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-language']).toBe('en');
    // One line for the request: the access line, with what the refusal said.
    expect(logs).toEqual([
      expect.objectContaining({
        level: 30,
        status: 409,
        refused: 'Clashes with your match Q7 at 09:30',
      }),
    ]);
  });

  it('names a message no catalogue holds by its status, and keeps the field errors', async () => {
    const errors = [{ field: 'n', message: 'Must be a whole number' }];
    const { response } = await answerTo(
      new HttpError(422, { message: 'Must be a whole number' }, errors),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Must be a whole number',
      code: 'http.422',
      errors,
    });
  });

  it('hides a fault, and an error that says it is one, behind the common message', async () => {
    for (const fault of [
      new Error('connection refused at 10.0.0.5'),
      fastifyError(500, undefined, 'pool exhausted at 10.0.0.5'),
      fastifyError(503, 'FST_ERR_CTP_BODY_TOO_LARGE', 'upstream 10.0.0.5'),
      fastifyError(302, undefined, 'moved to 10.0.0.5'),
    ]) {
      const { response, logs } = await answerTo(fault);
      const log = logs.find((line) => line.msg === 'request failed');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: ERROR_MESSAGES.internal,
        code: 'common.internal',
      });
      expect(log).toMatchObject({
        level: 50,
        msg: 'request failed',
        err: { message: fault.message },
      });
    }
  });

  it('gives the framework’s client errors fixed wording and codes', async () => {
    const cases: [Error, number, object][] = [
      [
        fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Unexpected token'),
        400,
        CODED.common.malformedJson,
      ],
      [
        fastifyError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY', 'Body cannot be empty'),
        400,
        CODED.common.malformedJson,
      ],
      [
        fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large'),
        413,
        CODED.common.bodyTooLarge,
      ],
      [
        fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Unsupported Media Type'),
        415,
        { message: 'Unsupported content type: send JSON', code: 'http.415' },
      ],
      [
        Object.assign(new SyntaxError('Unexpected end'), { statusCode: 400 }),
        400,
        CODED.common.malformedJson,
      ],
      [
        Object.assign(new SyntaxError('Unexpected end'), { statusCode: 422 }),
        422,
        { message: 'Unexpected end', code: 'http.422' },
      ],
      [
        fastifyError(400, 'FST_ERR_OTHER', 'querystring must be short'),
        400,
        { message: 'querystring must be short', code: 'http.400' },
      ],
      [
        fastifyError(499, undefined, 'Client closed'),
        499,
        { message: 'Client closed', code: 'http.499' },
      ],
    ];
    for (const [error, status, body] of cases) {
      const { response, logs } = await answerTo(error);
      expect(response.statusCode, error.message).toBe(status);
      expect(response.json(), error.message).toEqual(body);
      expect(logs, error.message).toEqual([
        expect.objectContaining({
          level: 30,
          status,
          refused: response.json<{ message: string }>().message,
        }),
      ]);
    }
  });

  it('codes failed field checks by the first message, with the fields named by path', async () => {
    const { app } = probeApp();
    app.post(
      '/api/probe',
      {
        schema: {
          body: z.object({
            teams: z.object({ receiver: z.number({ error: MESSAGE_ERRORS.chooseTeams }) }),
            count: z.number({ error: 'Must be a whole number' }),
          }),
        },
      },
      () => ({ ok: true }),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { teams: {} },
    });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${MESSAGE_ERRORS.chooseTeams}, Must be a whole number`,
      code: 'messages.chooseTeams',
      errors: [
        { field: 'teams.receiver', message: MESSAGE_ERRORS.chooseTeams },
        { field: 'count', message: 'Must be a whole number' },
      ],
    });
  });
});

describe('field messages by their fixed text', () => {
  it('are coded by the first catalogue that words them', () => {
    expect(codedFieldMessage(MESSAGE_ERRORS.chooseTeams)).toBe(CODED.messages.chooseTeams);
    expect(codedFieldMessage('Team not found')).toBe(CODED.interviews.teamNotFound);
    expect(codedFieldMessage('Must be a whole number')).toEqual({
      message: 'Must be a whole number',
    });
  });

  it('list each message once, the first naming the code', () => {
    const error = validationError([
      { field: 'a', message: 'Must be a whole number' },
      { field: 'b', message: MESSAGE_ERRORS.chooseTeams },
      { field: 'c', message: 'Must be a whole number' },
    ]);
    expect(error).toMatchObject({
      statusCode: 400,
      message: `Must be a whole number, ${MESSAGE_ERRORS.chooseTeams}`,
      messageCode: undefined,
    });
    expect(error.errors).toHaveLength(3);
  });
});

describe('Content-Language', () => {
  it('says the API speaks English, and leaves other answers alone', async () => {
    const { app } = probeApp();
    app.get('/api/ok', () => ({ ok: true }));
    app.get('/page', () => 'page');
    app.get('/apiary', () => 'bees');
    expect((await app.inject({ url: '/api/ok' })).headers['content-language']).toBe('en');
    expect((await app.inject({ url: '/page' })).headers['content-language']).toBeUndefined();
    expect((await app.inject({ url: '/apiary' })).headers['content-language']).toBeUndefined();
    await app.close();
  });
});
