import { describe, expect, it } from 'vitest';
import { badRequest, conflict, HttpError, unauthorized } from './http-errors.ts';

describe('HttpError', () => {
  it('is an answer, not a fault: it carries its status and message and records no stack trace', () => {
    const error = unauthorized();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(401);
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(badRequest('Bad', [{ field: 'name', message: 'Required' }]).errors).toHaveLength(1);
    expect(conflict('Taken').message).toBe('Taken');
  });

  it('leaves stack traces on for every other error', () => {
    unauthorized();
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
