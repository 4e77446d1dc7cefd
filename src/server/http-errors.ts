import { CODED, type CodedMessage } from '../shared/coded-messages.ts';
import type { ErrorResponse, FieldError } from '../shared/errors.ts';

/**
 * An error with an HTTP status whose message is safe to show to the user, and the code that names
 * the message (decision 332). It is an answer, not a fault: it records no stack trace, which cost
 * an eighth of the server's time in a flood of unauthenticated requests (each one a 401).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** `messages.notCanned`; undefined for a message no catalogue holds (the status names it). */
  readonly messageCode?: string;
  readonly messageParams?: Readonly<Record<string, string>>;
  readonly errors?: FieldError[];

  constructor(statusCode: number, coded: CodedMessage, errors?: FieldError[]) {
    const { message, code, params } = coded;
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messageCode = code;
    this.messageParams = params;
    this.errors = errors;
  }
}

/**
 * The API's error answer (DESIGN section 4): the English message, its code (the status's,
 * `http.409`, for a message no catalogue holds), the values it was built with, the field errors.
 */
export function errorBody(
  status: number,
  { message, code, params }: CodedMessage,
  errors?: FieldError[],
): ErrorResponse {
  return {
    message,
    code: code ?? `http.${status}`,
    ...(params && { params }),
    ...(errors && { errors }),
  };
}

export const badRequest = (message: CodedMessage, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: CodedMessage = CODED.common.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: CodedMessage = CODED.common.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: CodedMessage = CODED.common.notFound) =>
  new HttpError(404, message);
export const conflict = (message: CodedMessage) => new HttpError(409, message);
/** What the request names existed once and is gone for good (a used or expired invite). */
export const gone = (message: CodedMessage) => new HttpError(410, message);

/** A 429: the client may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RetryLaterError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, CODED.common.rateLimited);
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
