import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorResponse, type FieldError } from '../../shared/errors.ts';
import { HttpError } from '../http-errors.ts';

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Known Fastify client errors and the wording users see for them. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
};

function toResponse(error: FastifyError | HttpError): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, errors: error.errors } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((v) => ({
      field: fieldOf(v.instancePath),
      message: v.message ?? 'Invalid value',
    }));
    const unique = [...new Set(errors.map((e) => e.message))];
    return { status: 400, body: { message: unique.join(', '), errors } };
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status, body: { message: ERROR_MESSAGES.malformedJson } };
  }
  if (status >= 400 && status < 500) {
    const message = (error.code && clientErrorMessages[error.code]) ?? error.message;
    return { status, body: { message } };
  }
  return { status: 500, body: { message: ERROR_MESSAGES.internal } };
}

/** One error handler: JSON {message, errors?}, stable wording, 5xx details kept in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.message }, 'request refused');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
