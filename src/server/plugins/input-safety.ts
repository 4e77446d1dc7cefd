import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '../../shared/safe-text.ts';
import { CODED } from '../../shared/coded-messages.ts';
import { badRequest, errorBody } from '../http-errors.ts';
import { hooksWhere, isWriteRoute } from './route-hooks.ts';

const PARTS = ['params', 'query', 'body'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body is text its own reader checks field by field (CSV imports, lib/csv-body.ts). */
    textCheckedByRoute?: boolean;
  }
}

/**
 * Every route, present and future: a NUL character or a lone surrogate anywhere in the path
 * parameters, the query string or a parsed body is a 400 with a clear message, before the
 * route's own validation (decision 102). Multipart uploads are read by their handler, which
 * checks its fields with the same shared rule.
 */
export function registerInputSafety(app: FastifyInstance) {
  hooksWhere(app, takesInput, {
    preValidation: (request, _reply, done) => {
      // A CSV import's reader checks every field it keeps, line by line (lib/csv-body.ts); a raw
      // binary body (a board's change as bytes) is not text at all.
      const bodyChecked =
        request.routeOptions.config.textCheckedByRoute === true || Buffer.isBuffer(request.body);
      for (const part of PARTS) {
        if (part === 'body' && bodyChecked) continue;
        const path = unsafeTextPath(request[part]);
        if (path !== null)
          return done(
            badRequest(CODED.safeText.unsafe, [
              { field: path || part, message: UNSAFE_TEXT_MESSAGE },
            ]),
          );
      }
      done();
    },
  });
}

/**
 * Whether a route reads anything the caller sends: path parameters, a query string, a body. A
 * route with none (a plain list) skips the check (decision 333); a handler reads a query or a
 * parameter only through its schema's types, so a route that reads one declares it.
 */
function takesInput(route: RouteOptions): boolean {
  const schema = route.schema ?? {};
  return (
    isWriteRoute(route) ||
    route.url.includes(':') ||
    route.url.includes('*') ||
    schema.querystring !== undefined ||
    schema.params !== undefined ||
    schema.body !== undefined
  );
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid: it contains a broken character',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long',
};

/**
 * Fastify's answer to a URL the router cannot decode (a lone surrogate's bytes in the path, say)
 * or a path parameter over its length limit: the app's `{message}` shape instead of Fastify's.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('content-language', 'en')
    .send(
      errorBody(status, { message: FRAMEWORK_MESSAGES[error.code] ?? 'This request is not valid' }),
    );
}
