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
import { CLASH_MESSAGES } from '../../shared/scheduling-rules.ts';
import { TEAM_IMPORT_MESSAGES } from '../../shared/team-import.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

/**
 * Server messages by code (issue 20, decision 191). Every API error answers `{message, code}`:
 * `message` stays the spec's English, `code` names it for a browser that shows another
 * language. The codes come from the message catalogues the routes already throw with
 * (`<catalogue>.<key>`: `messages.notCanned`), so no throw site changes and a new message in a
 * catalogue gets its code by itself. A message a catalogue builds with values ('Clashes with
 * your match Q12 at 10:40') gets its entry's code and the values as `params` (`{"0": "Q12",
 * "1": "10:40"}`, in the order of the function's arguments), which the browser puts into its
 * translation (decision 201). Any other message gets the code of its HTTP status (`http.409`):
 * stable, but general.
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
  clash: CLASH_MESSAGES,
};

type Entry = readonly [catalogue: string, key: string, value: unknown];
const ENTRIES: Entry[] = Object.entries(CATALOGUES).flatMap(([catalogue, messages]) =>
  Object.entries(messages).map(([key, value]) => [catalogue, key, value] as const),
);

/** A stand-in for argument `index` (private-use characters), found again in the text a catalogue function builds. */
const placeholder = (index: number) => `\uE000${index}\uE001`;

/**
 * A catalogue function's message with each argument as a placeholder, split at them: literal
 * texts at even positions, argument indexes at odd ones. Null when the function does not put
 * every argument into its text as it came (it counts with it, say).
 */
function templateOf(build: (...args: string[]) => unknown): (string | number)[] | null {
  const args = Array.from({ length: build.length }, (_, index) => placeholder(index));
  let text: unknown;
  try {
    text = build(...args);
  } catch {
    return null;
  }
  if (typeof text !== 'string' || !args.every((arg) => text.includes(arg))) return null;
  return text.split(/\uE000(\d+)\uE001/).map((part, position) => (position % 2 === 1 ? Number(part) : part));
}

/** English message → code, for every fixed message of the catalogues. */
const ERROR_CODES: ReadonlyMap<string, string> = new Map(
  ENTRIES.flatMap(([catalogue, key, value]) => {
    if (typeof value === 'string') return [[value, `${catalogue}.${key}`] as const];
    // A count's message for one, worded apart ('an upcoming interview'), is i18next's `_one`.
    if (typeof value === 'function' && value.length === 1) {
      const one: unknown = (value as (count: number) => unknown)(1);
      if (typeof one === 'string' && !one.includes('1')) return [[one, `${catalogue}.${key}_one`] as const];
    }
    return [];
  }),
);

const TEMPLATES = ENTRIES.flatMap(([catalogue, key, value]) => {
  const parts = typeof value === 'function' && value.length > 0 ? templateOf(value as (...args: string[]) => unknown) : null;
  return parts ? [{ code: `${catalogue}.${key}`, parts }] : [];
});

/**
 * The values a template's placeholders stand for in `message`, or null when it is not that
 * template's message. The literal texts are found from the end, each value non-empty: no regular
 * expression (a message can carry what a user typed), and a label an organiser typed, which comes
 * first in these messages, may hold any of the words after it ('Lunch (hall B)').
 */
function valuesIn(parts: readonly (string | number)[], message: string): Record<string, string> | null {
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  if (!message.startsWith(first) || !message.endsWith(last)) return null;
  const values: Record<string, string> = {};
  let end = message.length - last.length;
  for (let position = parts.length - 2; position > 1; position -= 2) {
    const before = parts[position - 1] as string;
    const at = message.lastIndexOf(before, end - before.length - 1);
    if (at <= first.length) return null;
    values[String(parts[position])] = message.slice(at + before.length, end);
    end = at;
  }
  if (end <= first.length) return null;
  values[String(parts[1])] = message.slice(first.length, end);
  return values;
}

/** The code (and the values, for a message built with some) of an error's English message. */
export function errorCode(message: string, status: number): { code: string; params?: Record<string, string> } {
  const fixed = ERROR_CODES.get(message) ?? ERROR_CODES.get(message.split(', ')[0] ?? '');
  if (fixed) return { code: fixed };
  for (const { code, parts } of TEMPLATES) {
    const params = valuesIn(parts, message);
    if (params) return { code, params };
  }
  return { code: `http.${status}` };
}

function withCode(payload: string, status: number): string {
  try {
    const body = JSON.parse(payload) as { message?: unknown; code?: unknown };
    if (typeof body !== 'object' || body === null || typeof body.message !== 'string' || body.code) return payload;
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    reply.header('content-language', 'en');
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return withCode(payload, reply.statusCode);
  });
}
