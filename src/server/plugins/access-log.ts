import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChildLoggerOptions } from 'pino';

/** What each refused request was told (its 4xx message), for its access line. */
const refusals = new WeakMap<FastifyRequest, string>();

/** The error handler's note of a refusal: it goes on the request's one line as `refused`. */
export function noteRefusal(request: FastifyRequest, message: string) {
  refusals.set(request, message);
}

/**
 * One line per answered request, in place of Fastify's two (decision 240): method, route (the
 * pattern, never the URL, so no query value or path id is copied), status, milliseconds and the
 * request id, and for a refusal (4xx) the message its caller was shown. Nothing from headers,
 * cookies or bodies. Written by a child of the root logger without its redaction (decision 240):
 * redaction goes by field name and names none of these (the refusal's message went unredacted on
 * a line of its own before it joined this one), and passing each line through the redaction
 * paths cost about ten times the line itself (60 µs against 6 µs here). The request's own logger
 * is not made (lib/lazy-request-logger.ts). Off when `info` is off.
 */
export function registerAccessLog(app: FastifyInstance) {
  // Fastify's silent logger (logging off) does not say; it writes nothing either way.
  const { isLevelEnabled } = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (typeof isLevelEnabled !== 'function' || !isLevelEnabled.call(app.log, 'info')) return;
  const log = app.log.child({}, { redact: [] } as ChildLoggerOptions);
  app.addHook('onResponse', (request, reply, done) => {
    log.info({
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      // pino leaves out a field that is undefined.
      refused: refusals.get(request),
    });
    done();
  });
}
