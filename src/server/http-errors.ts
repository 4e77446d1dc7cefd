import type { FieldError } from '../shared/errors.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';

/**
 * An error with an HTTP status whose message is safe to show to the user. It is an answer, not a
 * fault: it records no stack trace, which cost an eighth of the server's time in a flood of
 * unauthenticated requests (each one a 401).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = ERROR_MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** What the request names existed once and is gone for good (a used or expired invite). */
export const gone = (message: string) => new HttpError(410, message);

/** A 429: the client may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RetryLaterError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_MESSAGES.rateLimited);
    this.name = 'RetryLaterError';
  }
}

/** Drizzle wraps driver errors: the SQLSTATE is on the cause (DESIGN section 11). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
