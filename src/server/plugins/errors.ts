import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODED, type CodedMessage } from '../../shared/coded-messages.ts';
import type { ErrorResponse, FieldError } from '../../shared/errors.ts';
import { errorBody, HttpError } from '../http-errors.ts';
import { noteRefusal } from './access-log.ts';
import { validationError } from '../validation-errors.ts';

// Stryker disable next-line Regex: a schema's instancePath always starts with '/' (or is empty)
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Known Fastify client errors and the coded wording users see for them. */
const clientErrorMessages: Record<string, CodedMessage> = {
  FST_ERR_CTP_INVALID_JSON_BODY: CODED.common.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: CODED.common.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: CODED.common.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type: send JSON' },
};

function toResponse(error: FastifyError | HttpError): { status: number; body: ErrorResponse } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((v) => ({
      field: fieldOf(v.instancePath),
      // Stryker disable next-line StringLiteral: zod words every issue; the fallback never shows
      message: v.message ?? 'Invalid value',
    }));
    error = validationError(errors);
  }
  if (error instanceof HttpError) {
    const coded = { message: error.message, code: error.messageCode, params: error.messageParams };
    return { status: error.statusCode, body: errorBody(error.statusCode, coded, error.errors) };
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status, body: errorBody(status, CODED.common.malformedJson) };
  }
  if (status >= 400 && status < 500) {
    const coded = (error.code && clientErrorMessages[error.code]) || { message: error.message };
    return { status, body: errorBody(status, coded) };
  }
  return { status: 500, body: errorBody(500, CODED.common.internal) };
}

/**
 * One error handler: JSON {message, code, params?, errors?}, the code carried by the error
 * (decision 332), stable wording, 5xx details kept in the log. A refusal's message goes on the
 * request's access line, not a line of its own.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else noteRefusal(request, body.message);
    // Fastify drops the content type a route chose before it failed: the body goes out as JSON.
    return reply.status(status).header('content-language', 'en').send(body);
  });
}
