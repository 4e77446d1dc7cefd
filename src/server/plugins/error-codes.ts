import type { FastifyInstance } from 'fastify';
import { MESSAGE_CATALOGUES } from '../../shared/message-catalogues.ts';
import { messageCoder, type MessageCode } from '../../shared/message-codes.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';
import { API_PREFIX } from '../../shared/routes/index.ts';

/**
 * Server messages by code (decision 191). Every API error answers `{message, code}`:
 * `message` stays the spec's English, `code` names it for a browser that shows another
 * language. The codes come from the message catalogues the routes already throw with
 * (`<catalogue>.<key>`: `messages.notCanned`), so no throw site changes and a new message in a
 * catalogue gets its code by itself. A message a catalogue builds with values ('Clashes with
 * your match Q12 at 10:40') gets its entry's code and the values as `params` (`{"0": "Q12",
 * "1": "10:40"}`, in the order of the function's arguments), which the browser puts into its
 * translation (decision 201). Any other message gets the code of its HTTP status (`http.409`):
 * stable, but general.
 */
const CATALOGUES = { ...MESSAGE_CATALOGUES, idempotency: IDEMPOTENCY_MESSAGES };

const codeOf = messageCoder(CATALOGUES);

/** The code (and the values, for a message built with some) of an error's English message. */
export function errorCode(message: string, status: number): MessageCode {
  // A field list joins messages with ', ': the first names it.
  return codeOf(message) ?? codeOf(message.split(', ')[0] ?? '') ?? { code: `http.${status}` };
}

function withCode(payload: string, status: number): string {
  try {
    const body = JSON.parse(payload) as { message?: unknown; code?: unknown };
    if (typeof body !== 'object' || body === null || typeof body.message !== 'string' || body.code)
      return payload;
    return JSON.stringify({ ...body, ...errorCode(body.message, status) });
  } catch {
    return payload;
  }
}

/**
 * Adds the code to every JSON error the API sends (the error handler's, the rate limiter's, the
 * idempotency plugin's), and says the API speaks English (`Content-Language: en`).
 */
export function registerErrorCodes(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith(API_PREFIX)) return done(null, payload);
    reply.header('content-language', 'en');
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return done(null, payload);
    done(null, withCode(payload, reply.statusCode));
  });
}
