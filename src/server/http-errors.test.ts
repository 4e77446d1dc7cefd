import { describe, expect, it } from 'vitest';
import { CODED } from '../shared/coded-messages.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';
import {
  badRequest,
  conflict,
  errorBody,
  forbidden,
  gone,
  HttpError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  RetryLaterError,
  unauthorized,
} from './http-errors.ts';

describe('HttpError', () => {
  it('is an answer, not a fault: it carries its status and message and records no stack trace', () => {
    const error = unauthorized();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(401);
    expect(error.name).toBe('HttpError');
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(badRequest({ message: 'Bad' }, [{ field: 'name', message: 'Required' }]).errors).toEqual(
      [{ field: 'name', message: 'Required' }],
    );
    expect(conflict({ message: 'Taken' }).message).toBe('Taken');
  });

  it('leaves stack traces on for every other error', () => {
    unauthorized();
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });

  it('carries the code and values of the message it is raised with (decision 332)', () => {
    const clash = conflict(CODED.clash.match('Q12', '10:40'));
    expect(clash).toMatchObject({
      statusCode: 409,
      message: 'Clashes with your match Q12 at 10:40',
      messageCode: 'clash.match',
      messageParams: { 0: 'Q12', 1: '10:40' },
    });
    expect(gone(CODED.staff.inviteGone)).toMatchObject({
      statusCode: 410,
      messageCode: 'staff.inviteGone',
    });
  });

  it('has the common messages by default, each with its status', () => {
    expect(unauthorized()).toMatchObject({
      statusCode: 401,
      messageCode: 'common.unauthenticated',
    });
    expect(forbidden()).toMatchObject({ statusCode: 403, messageCode: 'common.forbidden' });
    expect(notFound()).toMatchObject({
      statusCode: 404,
      message: ERROR_MESSAGES.notFound,
      messageCode: 'common.notFound',
    });
    expect(new RetryLaterError(7)).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 7,
      name: 'RetryLaterError',
      message: ERROR_MESSAGES.rateLimited,
      messageCode: 'common.rateLimited',
    });
  });
});

describe('errorBody', () => {
  it('answers a coded message with its code and values, and field errors when there are some', () => {
    expect(errorBody(409, CODED.clash.match('Q7', '09:30'))).toEqual({
      message: 'Clashes with your match Q7 at 09:30',
      code: 'clash.match',
      params: { 0: 'Q7', 1: '09:30' },
    });
    const errors = [{ field: 'content', message: 'Required' }];
    expect(errorBody(400, CODED.messages.notCanned, errors)).toEqual({
      message: CODED.messages.notCanned.message,
      code: 'messages.notCanned',
      errors,
    });
  });

  it('names a message no catalogue holds by its status', () => {
    expect(errorBody(415, { message: 'Unsupported content type: send JSON' })).toEqual({
      message: 'Unsupported content type: send JSON',
      code: 'http.415',
    });
  });
});

describe('SQLSTATE checks', () => {
  it('find the state on the error or on a cause a few levels down (Drizzle wraps driver errors)', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { cause: { code: '23505' } } })).toBe(true);
    expect(isForeignKeyViolation({ message: 'x', cause: { code: '23503' } })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23503' } })).toBe(false);
    expect(isForeignKeyViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('read only a five-character state, the nearest one, at most four levels down', () => {
    expect(isUniqueViolation({ code: 'ERR_23505', cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503', cause: { code: '23505' } })).toBe(false);
    expect(isUniqueViolation({ code: 23505 })).toBe(false);
    expect(isUniqueViolation({ code: 23503, cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503x', cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: 'x23505' })).toBe(false);
    expect(isUniqueViolation({ code: '23505x' })).toBe(false);
    expect(isUniqueViolation({ cause: { cause: { cause: { code: '23505' } } } })).toBe(true);
    expect(isUniqueViolation({ cause: { cause: { cause: { cause: { code: '23505' } } } } })).toBe(
      false,
    );
  });
});
