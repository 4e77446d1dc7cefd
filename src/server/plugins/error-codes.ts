import type { FastifyInstance } from 'fastify';
import { BLUETOOTH_MESSAGES } from '../../shared/positioning/bluetooth-messages.ts';
import { ANNOUNCEMENT_MESSAGES } from '../../shared/contract/announcements.ts';
import { TEAM_CODE_MESSAGES } from '../../shared/contract/auth.ts';
import { CONSENT_MESSAGES } from '../../shared/contract/consent-messages.ts';
import { INTERVIEW_ERRORS, PROGRESS_MESSAGES } from '../../shared/contract/interviews-messages.ts';
import { MANUAL_MESSAGES } from '../../shared/contract/manual.ts';
import { MESSAGE_ERRORS } from '../../shared/contract/messages.ts';
import { PUSH_MESSAGES } from '../../shared/contract/push.ts';
import { GENERATOR_MESSAGES } from '../../shared/contract/scheduling-messages.ts';
import { TIMESLOT_ERRORS } from '../../shared/contract/timeslots-messages.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { TEAM_IMPORT_MESSAGES } from '../../shared/team-import.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

/**
 * Server messages by code (issue 20, decision 191). Every API error answers `{message, code}`:
 * `message` stays the spec's English, `code` names it for a browser that shows another
 * language. The codes come from the message catalogues the routes already throw with
 * (`<catalogue>.<key>`: `messages.notCanned`), so no throw site changes and a new message in a
 * catalogue gets its code by itself. A message built with values (a count, a time) or not in a
 * catalogue gets the code of its HTTP status (`http.409`): stable, but general.
 */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  common: ERROR_MESSAGES,
  messages: MESSAGE_ERRORS,
  interviews: INTERVIEW_ERRORS,
  progress: PROGRESS_MESSAGES,
  timeslots: TIMESLOT_ERRORS,
  generator: GENERATOR_MESSAGES,
  teamCode: TEAM_CODE_MESSAGES,
  consent: CONSENT_MESSAGES,
  teamImport: TEAM_IMPORT_MESSAGES,
  announcements: ANNOUNCEMENT_MESSAGES,
  manual: MANUAL_MESSAGES,
  push: PUSH_MESSAGES,
  bluetooth: BLUETOOTH_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
};

/** English message → code, for every fixed message of the catalogues. */
const ERROR_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(CATALOGUES).flatMap(([catalogue, messages]) =>
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, message]) => [message, `${catalogue}.${key}`] as const),
  ),
);

/** The code for an error's English message (a field list joins messages with ', '). */
export function errorCode(message: string, status: number): string {
  return ERROR_CODES.get(message) ?? ERROR_CODES.get(message.split(', ')[0] ?? '') ?? `http.${status}`;
}

function withCode(payload: string, status: number): string {
  try {
    const body = JSON.parse(payload) as { message?: unknown; code?: unknown };
    if (typeof body !== 'object' || body === null || typeof body.message !== 'string' || body.code) return payload;
    return JSON.stringify({ ...body, code: errorCode(body.message, status) });
  } catch {
    return payload;
  }
}

/**
 * Adds the code to every JSON error the API sends (the error handler's, the rate limiter's, the
 * idempotency plugin's), and says the API speaks English (`Content-Language: en`).
 */
export function registerErrorCodes(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    reply.header('content-language', 'en');
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return withCode(payload, reply.statusCode);
  });
}
