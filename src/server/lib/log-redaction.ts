import type { IncomingMessage } from 'node:http';

/**
 * What never reaches a log line (decision 103): coach contact details, signatures, team codes,
 * passwords, session cookies and authorization headers. pino's `redact` censors them wherever a
 * log call puts them (up to four levels deep); the `req` serializer masks them in query strings;
 * the `err` serializer drops what database errors copy from a request (a failed query's
 * parameters, a constraint's `detail`).
 */

const PERSONAL_FIELDS = [
  'coachName',
  'coachEmail',
  'coachPhone',
  'email',
  'phone',
  'signature',
  'joinCode',
  'teamCode',
  'password',
  'newPassword',
  'cookie',
  'set-cookie',
  'authorization',
  'token',
] as const;

const CENSOR = '[redacted]';
const personal = new Set<string>(PERSONAL_FIELDS.map((field) => field.toLowerCase()));

/** pino redact paths: each field at the top level and under up to three levels of objects. */
function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of PERSONAL_FIELDS) {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
    paths.push(key, join('*'), join('*.*'), join('*.*.*'));
  }
  return paths;
}

/** A URL with the values of personal query parameters masked. */
function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeQueryName(equals < 0 ? pair : pair.slice(0, equals));
      return equals >= 0 && personal.has(name.toLowerCase())
        ? `${pair.slice(0, equals)}=${CENSOR}`
        : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Fastify's request summary, with the URL's personal query values masked. */
function requestSerializer(
  request: IncomingMessage & { ip?: string; hostname?: string; socket?: { remotePort?: number } },
) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.headers?.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Text of an error without what a failed query copies from the request. */
function scrubMessage(message: string): string {
  const params = message.indexOf('\nparams:');
  return params < 0 ? message : `${message.slice(0, params)}\nparams: ${CENSOR}`;
}

/** 'invalid input syntax for type integer: "x"' gives 'invalid input syntax for type integer: [redacted]'. */
function withoutQuotedValue(message: string): string {
  const quote = message.indexOf(': "');
  return quote < 0 ? message : `${message.slice(0, quote)}: ${CENSOR}`;
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: LoggedError;
}

/** An error as logged: type, scrubbed message, code, stack frames and cause; no other fields. */
function errorSerializer(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const { code } = error as { code?: unknown };
  // PostgreSQL's data exceptions (class 22) quote the value they refused.
  const message =
    typeof code === 'string' && code.startsWith('22')
      ? withoutQuotedValue(error.message)
      : scrubMessage(error.message);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    ...(code === undefined ? {} : { code }),
    ...(frames >= 0 ? { stack: `${error.name}: ${message}${error.stack!.slice(frames)}` } : {}),
  };
  if (error.cause && depth < 3)
    logged.cause = errorSerializer(error.cause, depth + 1) as LoggedError;
  return logged;
}

/** Logger options with the redaction added (`false` stays false). */
export function withRedaction(
  options: boolean | Record<string, unknown>,
): boolean | Record<string, unknown> {
  if (options === false) return false;
  const base = options === true ? {} : options;
  return {
    ...base,
    redact: { paths: redactPaths(), censor: CENSOR },
    serializers: {
      ...((base.serializers as Record<string, unknown>) ?? {}),
      req: requestSerializer,
      err: errorSerializer,
    },
  };
}
