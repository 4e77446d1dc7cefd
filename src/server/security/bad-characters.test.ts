import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_LABEL_MESSAGE, UNSAFE_TEXT_MESSAGE } from '../../shared/safe-text.ts';
import { buildTeam, validConsent, type TestTeam } from '../test/factories.ts';
import { buildPdf, multipartBody } from '../test/factories-manual.ts';
import {
  createEvidenceApp,
  routeKey,
  sessionCookie,
  type EvidenceApp,
  type RegisteredRoute,
} from '../test-evidence/evidence-app.ts';
import { fieldsOf } from '../test-evidence/hostile-input.ts';

/**
 * Finding: a NUL character or a lone UTF-16 surrogate in a string field gave a 500 on about ten
 * routes (PostgreSQL refuses both). Now every route refuses them with a 400 and one clear message,
 * in the path, the query string, a JSON body (values and keys) and a multipart upload
 * (decision 102).
 */

const BAD = {
  'a NUL character': 'Alex\u0000Coach',
  'a lone surrogate': 'Alex\ud800Coach',
  'a right-to-left override': 'Alex\u202eCoach',
  'a direction isolate': 'Alex\u2067Coach',
} as const;

let t: EvidenceApp;
let admin: string;
let teamCookie: string;
let team: TestTeam;

beforeAll(async () => {
  t = await createEvidenceApp();
  admin = await sessionCookie(t.db, { adminId: t.adminId });
  teamCookie = await sessionCookie(t.db, { teamId: (await buildTeam(t.db)).id });
  team = await buildTeam(t.db);
});
afterAll(() => t?.close());

const json = (
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  cookie = admin,
): InjectOptions => ({
  method,
  url,
  headers: { cookie, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

function expectRefused(response: { statusCode: number; json(): { message: string } }) {
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(UNSAFE_TEXT_MESSAGE);
}

describe.each(Object.entries(BAD))('%s', (_name, bad) => {
  it('in a consent form that is otherwise right: 400, not a 500 (the finding)', async () => {
    const response = await t.app.inject(
      json(
        'POST',
        `/api/teams/${team.id}/consent`,
        { ...validConsent, coachName: bad, joinCode: team.joinCode },
        '',
      ),
    );
    expectRefused(response);
    expect(response.json().errors).toEqual([{ field: 'coachName', message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('in a new team, a robot, a stream and a timeslot: 400', async () => {
    for (const request of [
      json('POST', '/api/teams', { name: bad }),
      json('POST', '/api/robots', { name: bad, macAddress: 'AA:BB:CC:00:11:22' }),
      json('POST', '/api/streams', { title: bad, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      json('POST', '/api/manual/documents', {
        title: 'Manual',
        content: `# Rules\n\n<SG1> ${bad}`,
      }),
    ]) {
      expectRefused(await t.app.inject(request));
    }
  });

  it('in an object key deep in a body: 400 naming the place', async () => {
    const response = await t.app.inject(
      json('POST', '/api/teams', { name: 'Ok', description: 'x', extra: { [bad]: 1 } }),
    );
    expectRefused(response);
    expect(response.json().errors[0].field).toBe('extra.(a key)');
  });

  it('in a query string: 400', async () => {
    const response = await t.app.inject({
      url: `/api/timeslots?date=${encodeURIComponent(bad.replace('\ud800', '\u0000'))}`,
    });
    expectRefused(response);
  });
});

// A lone surrogate cannot travel in a multipart body (UTF-8 has no bytes for it); NUL can.
describe('a NUL character in a multipart upload', () => {
  const upload = (fields: Record<string, string>, filename: string) => {
    const body = multipartBody(fields, {
      filename,
      contentType: 'application/pdf',
      data: buildPdf(['<SG1> Rule.']),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/manual/documents',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
  };

  it('in the title: 400', async () => {
    expectRefused(await upload({ title: BAD['a NUL character'] }, 'manual.pdf'));
  });

  it('in the file name the title comes from: 400', async () => {
    expectRefused(await upload({}, 'game\u0000manual.pdf'));
  });
});

/** Every registered API route, with a bad value in each of its parameters, query fields and body fields. */
describe('every route', () => {
  const skip = (r: RegisteredRoute) =>
    r.method === 'HEAD' || !r.url.startsWith('/api/') || r.url.startsWith('/api/docs');

  it('refuses a NUL character, a lone surrogate or a direction control in any declared field with a 400', async () => {
    const routes = t.routes.filter((r) => !skip(r));
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of routes) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const query = fieldsOf(route.schema?.querystring);
      const body = ['GET', 'DELETE'].includes(route.method) ? [] : fieldsOf(route.schema?.body);
      const path = (values: Record<string, string>) =>
        route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
      for (const bad of ['\u0000', 'x\u0000', '\ud800', 'x\u202e']) {
        const requests: Array<[string, InjectOptions]> = [
          ...params.map((p): [string, InjectOptions] => [
            `param ${p}`,
            {
              method: route.method as 'GET',
              url: path({ [p]: encodeURIComponent(bad.replace('\ud800', '\u0000')) }),
            },
          ]),
          ...query.map((q): [string, InjectOptions] => [
            `query ${q}`,
            {
              method: route.method as 'GET',
              url: `${path({})}?${q}=${encodeURIComponent(bad.replace('\ud800', '\u0000'))}`,
            },
          ]),
          ...body.map((b): [string, InjectOptions] => [
            `body ${b}`,
            json(route.method as 'POST', path({}), { [b]: bad }),
          ]),
        ];
        // GET /api/events as a signed-in caller would stream forever: it is checked as a visitor.
        const asVisitor = routeKey(route) === 'GET /api/events';
        for (const [where, request] of requests) {
          request.headers = { ...request.headers, ...(asVisitor ? {} : { cookie: admin }) };
          let response = await t.app.inject(request);
          // Team-only routes (messages) refuse an administrator before the body: ask as the team.
          if (response.statusCode === 403 && !asVisitor) {
            response = await t.app.inject({
              ...request,
              headers: { ...request.headers, cookie: teamCookie },
            });
          }
          const message = response.statusCode === 400 ? response.json().message : undefined;
          if (message !== UNSAFE_TEXT_MESSAGE)
            wrong.push(
              `${routeKey(route)} ${where} ${JSON.stringify(bad)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Names and titles: one line a person can read as stored (shared/safe-text.ts isPlainLabel). */
describe('every name and title in a request body', () => {
  const LABEL_FIELDS = new Set(['name', 'title', 'label', 'room']);
  const INVISIBLE = {
    'a zero-width space': 'Gear\u200bGrinders',
    'a right-to-left mark': 'Gear\u200fGrinders',
    'a line break': 'Gear\nGrinders',
    'a tab': 'Gear\tGrinders',
    'a soft hyphen': 'Gear\u00adGrinders',
    'a word joiner': 'Gear\u2060Grinders',
  };

  it('refuses control and invisible characters with a 400 naming the field', async () => {
    const targets = t.routes
      .filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(r.method))
      .flatMap((route) =>
        fieldsOf(route.schema?.body)
          .filter((field) => LABEL_FIELDS.has(field))
          .map((field) => ({ route, field })),
      );
    expect(targets.map(({ route, field }) => `${routeKey(route)} ${field}`)).toEqual(
      expect.arrayContaining([
        'POST /api/teams name',
        'POST /api/robots name',
        'POST /api/streams title',
        'POST /api/announcements title',
      ]),
    );
    const wrong: string[] = [];
    for (const { route, field } of targets) {
      for (const [what, bad] of Object.entries(INVISIBLE)) {
        const url = route.url.replace(/:(\w+)/g, '1');
        let response = await t.app.inject(json(route.method as 'POST', url, { [field]: bad }));
        if (response.statusCode === 403)
          response = await t.app.inject(
            json(route.method as 'POST', url, { [field]: bad }, teamCookie),
          );
        const errors =
          response.statusCode === 400
            ? (response.json().errors as Array<{ field: string; message: string }> | undefined)
            : undefined;
        if (
          !errors?.some((error) => error.field === field && error.message === UNSAFE_LABEL_MESSAGE)
        ) {
          wrong.push(
            `${routeKey(route)} ${field} with ${what}: ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps what names need: accents, emoji joined by zero-width joiners, other scripts', async () => {
    for (const name of ['Équipe Réglisse', '👩‍🔧 Pit Crew', 'فريق الروبوت', 'मेरी टीम']) {
      const response = await t.app.inject(json('POST', '/api/teams', { name }));
      expect(response.statusCode, name).toBe(201);
    }
  });
});
