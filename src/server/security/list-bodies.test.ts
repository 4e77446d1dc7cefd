import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam } from '../test/factories.ts';
import {
  createEvidenceApp,
  routeKey,
  sessionCookie,
  type EvidenceApp,
} from '../test-evidence/evidence-app.ts';

/**
 * Any list in a request body is capped before its items are checked (decision 231): a body of a
 * hundred thousand bad items costs one length check, not a hundred thousand item checks and a
 * hundred thousand errors. Every route's body schema is walked for its lists, so a list added
 * later without a cap fails here.
 */

interface ZodNode {
  _zod: {
    def: {
      type: string;
      checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }>;
    } & Record<string, unknown>;
  };
}

const isZod = (value: unknown): value is ZodNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every array in a schema, by its path, with its maximum length (undefined when uncapped). */
function listsIn(
  schema: unknown,
  path = '',
  seen = new Set<unknown>(),
): Array<{ path: string; max: number | undefined }> {
  if (!isZod(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (value: unknown, at = path) => listsIn(value, at, seen);
  switch (def.type) {
    case 'array': {
      const max = def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def
        .maximum;
      return [{ path: path || '(body)', max }, ...inner(def.element, `${path}[]`)];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        inner(value, path ? `${path}.${key}` : key),
      );
    case 'union':
    case 'intersection':
      return [...((def.options as unknown[]) ?? []), def.left, def.right].flatMap((option) =>
        inner(option),
      );
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'record':
      return [{ path: `${path}{}`, max: undefined }, ...inner(def.valueType, `${path}{}`)];
    default:
      return [def.innerType, def.schema].flatMap((value) => inner(value));
  }
}

let t: EvidenceApp;
let admin: string;
let teamCookie: string;
beforeAll(async () => {
  t = await createEvidenceApp();
  admin = await sessionCookie(t.db, { adminId: t.adminId });
  teamCookie = await sessionCookie(t.db, { teamId: (await buildTeam(t.db)).id });
});
afterAll(() => t?.close());

const bodyRoutes = () =>
  t.routes.filter(
    (r) =>
      r.url.startsWith('/api/') && r.schema?.body && !['GET', 'HEAD', 'DELETE'].includes(r.method),
  );

describe('lists in request bodies', () => {
  it('every one has a maximum length', () => {
    const lists = bodyRoutes().flatMap((route) =>
      listsIn(route.schema!.body).map((list) => ({ route: routeKey(route), ...list })),
    );
    // The board's strokes, their points, and the blocked periods at least.
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.filter((list) => list.max === undefined)).toEqual([]);
  });

  it('a list far past its maximum, of bad items, is refused by its length alone', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of bodyRoutes()) {
      for (const list of listsIn(route.schema!.body)) {
        // Only lists at the top of an object: the body built here names the field directly.
        if (list.path.includes('[]') || list.path.includes('.') || list.path === '(body)') continue;
        tried++;
        const items = Array.from({ length: list.max! + 10_000 }, () => ({ bad: true }));
        const url = route.url.replace(/:(\w+)/g, '1');
        const request = (cookie: string) =>
          t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: JSON.stringify({ [list.path]: items }),
          });
        let response = await request(admin);
        if (response.statusCode === 403) response = await request(teamCookie);
        const errors =
          response.statusCode === 400
            ? ((response.json().errors as Array<{ field: string }> | undefined) ?? [])
            : null;
        const itemErrors = errors?.filter((error) => error.field.startsWith(`${list.path}.`)) ?? [];
        if (
          errors === null ||
          itemErrors.length > 0 ||
          !errors.some((error) => error.field === list.path)
        ) {
          wrong.push(
            `${routeKey(route)} ${list.path}: ${response.statusCode} with ${itemErrors.length} item errors`,
          );
        }
      }
    }
    expect(tried).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
