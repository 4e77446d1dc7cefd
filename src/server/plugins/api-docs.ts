import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import { OPERATION_SUMMARIES } from './api-docs-summaries.ts';
import { DEVICE_COOKIE, SESSION_COOKIE, sessionGuards } from './sessions.ts';
import { API_DOCS_PATH } from '../../shared/routes/index.ts';

/** The security scheme of every operation that needs a signed-in session. */
const SESSION_SCHEME = 'session';
/** The remember-this-device cookie, which GET /api/auth/me turns into a team's session. */
const DEVICE_SCHEME = 'device';

/**
 * A route's own security requirement where its guards do not say it: GET /api/auth/me reads the
 * session in its handler and answers 401 without one, or makes one from the device cookie.
 */
export const SESSION_OR_REMEMBERED_DEVICE: Array<Record<string, string[]>> = [
  { [SESSION_SCHEME]: [] },
  { [DEVICE_SCHEME]: [] },
];

/** Every tag a route may use, with what it groups (a route with another tag fails the build). */
const TAGS: Record<string, string> = {
  health: 'Whether the server and its database are ready.',
  auth: 'Signing in and out: organisers, judges and volunteers with a password, teams with their team code.',
  teams: 'The tournament teams; administrators create them and see their team codes.',
  consent: 'Registration: the coach signs the consent form with the team code.',
  settings: 'Event-wide settings such as the tournament date and time zone.',
  scheduling: 'Judging interview timeslots and bookings, with calendar files.',
  matches: 'The match schedule and blocked periods that interviews keep clear of.',
  queue:
    'Queue calls: the match now on each field, the teams called to queue, and their check-ins at the queue.',
  messages: 'Pre-approved messages between teams, blocking, and the safeguarding log.',
  manual: 'The game manual, its rules and the assistants that answer from it.',
  robots: 'Robots and their positions on the venue map.',
  streams: 'Live stream links.',
  drawings: 'Saved strategy boards and their read-only share links.',
  events: 'Server-sent events for live updates.',
  operations: 'Running the event: backups of the whole database.',
  push: 'Web Push alerts: the VAPID key and browsers’ subscriptions.',
  announcements:
    'The organisers’ announcements, to everyone or aimed at teams or a field, now or at a set time.',
  help: 'Help from the organisers: a team asks from fixed lists, organisers acknowledge and resolve.',
  staff: 'The people who run the event (organisers, judges, volunteers), their invites and roles.',
};

type GuardHooks = Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>;

const hooksOf = (hook: GuardHooks[keyof GuardHooks]): unknown[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

/** Whether one of the route's onRequest, preValidation or preHandler hooks is a session guard. */
function needsSession(route: GuardHooks): boolean {
  return [
    ...hooksOf(route.onRequest),
    ...hooksOf(route.preValidation),
    ...hooksOf(route.preHandler),
  ].some((hook) => sessionGuards.has(hook as (...args: never[]) => unknown));
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/interviews/:id/calendar.ics` becomes `getInterviewsByIdCalendarIcs`: unique per route. */
function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? [`by${capitalise(segment.slice(1))}`]
        : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return [method.toLowerCase(), ...words.map(capitalise)].join('');
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** A route's summary: its own, else the one api-docs-summaries.ts keeps for it (never both). */
function summaryFor(key: string, own: unknown): unknown {
  const kept = OPERATION_SUMMARIES[key];
  if (own !== undefined && kept !== undefined)
    throw new Error(`${key} has a summary of its own: remove it from api-docs-summaries.ts`);
  return own ?? kept;
}

/**
 * zod to JSON Schema, plus what the routes do not say themselves: a unique operationId, the
 * session requirement read from the route's guards (explicitly none for public operations),
 * and a summary when the route has none.
 */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  for (const tag of (schema.tags as string[] | undefined) ?? []) {
    if (!(tag in TAGS))
      throw new Error(
        `${route.url} uses the OpenAPI tag "${tag}", which api-docs.ts does not describe`,
      );
  }
  const method = Array.isArray(route.method) ? route.method.join('') : route.method;
  return {
    url,
    schema: {
      ...schema,
      summary: summaryFor(`${method} ${route.url}`, schema.summary),
      operationId: operationIdFor(method, route.url),
      security: schema.security ?? (needsSession(route) ? [{ [SESSION_SCHEME]: [] }] : []),
    },
  };
}

/** OpenAPI generated from the zod schemas, browsable at /api/docs (docs/decisions/117). */
export async function registerApiDocs(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PitCrew tournament team companion API',
        description: 'JSON over HTTPS with cookie sessions. Errors are {message, errors?}.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Set by POST /api/auth/login (administrators), /api/auth/team-login or registration (teams).',
          },
          [DEVICE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: DEVICE_COOKIE,
            description:
              'Remember-this-device, set with a team session; GET /api/auth/me?teamId= restores that team’s session from it.',
          },
        },
      },
    },
    transform: transform as typeof jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
}
