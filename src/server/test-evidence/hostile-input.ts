import fc from 'fast-check';
import { routeKey, type RegisteredRoute } from './evidence-app.ts';
import {
  HOSTILE_KEYS,
  HOSTILE_STRINGS,
  HOSTILE_NUMBERS,
  POLLUTERS,
  RAW_BODIES,
  RAW_QUERIES,
} from './hostile-values.ts';

/**
 * Hostile requests for one route, built from the field names of its own schemas: each declared
 * field usually gets a value that is valid somewhere (so requests get past validation into the
 * handlers), sometimes a hostile one; undeclared keys try prototype pollution; bodies are also
 * wrong types, deep nesting, malformed JSON and other content types.
 */

/** Field names of routes that read their body themselves (no body schema). */
export const UNDECLARED_BODY_FIELDS: Record<string, string[]> = {
  'POST /api/manual/documents': ['title', 'content', 'format', 'file'],
};

export type Body =
  | { kind: 'none' }
  | { kind: 'object'; entries: Array<[string, unknown]> }
  | { kind: 'json'; value: unknown }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  | { kind: 'raw'; text: string; contentType: string };

export interface HostileCase<Caller extends string> {
  caller: Caller;
  params: Record<string, unknown>;
  query: Array<[string, unknown]>;
  rawQuery: string;
  body: Body;
}

/** A JSON object as text, so keys like `__proto__` stay own keys on the wire. */
export function rawObjectText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** The field names a zod object schema declares (through pipes, refinements and wrappers). */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as Record<string, unknown> | undefined;
  for (let i = 0; i < 6 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current.def as Record<string, unknown> | undefined;
    current = (current.in ?? def?.in ?? def?.innerType ?? def?.schema) as
      Record<string, unknown> | undefined;
  }
  return [];
}

/**
 * The arbitraries for one app: `fieldValues` holds, per field name, values that are valid for a
 * field of that name somewhere (real ids, canned texts, dates).
 */
export function hostileRequests(fieldValues: Record<string, unknown[]>) {
  const plausible = [...new Set(Object.values(fieldValues).flat())];
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) },
  );
  const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), tie('value')), { maxLength: 3 })
          .map((entries) => JSON.parse(rawObjectText(entries)) as unknown),
      },
    ),
  }));

  /** Usually a value valid somewhere for a field of this name, sometimes anything hostile. */
  const fieldValue = (field: string): fc.Arbitrary<unknown> => {
    const valid = fieldValues[field];
    return valid
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...valid) },
          { weight: 1, arbitrary: anyValue },
        )
      : anyValue;
  };
  const OMITTED = Symbol('omitted');
  const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 }));

  /** The declared fields (each sometimes left out), and a few undeclared, hostile ones. */
  const entriesFor = (fields: string[], value: (field: string) => fc.Arbitrary<unknown>) =>
    fc
      .tuple(
        fc.tuple(
          ...fields.map((field) =>
            fc
              .option(value(field), { nil: OMITTED, freq: 5 })
              .map((v) => [field, v] as [string, unknown]),
          ),
        ),
        fc.array(fc.tuple(extraKey, anyValue), { maxLength: 2 }),
        fc.boolean(),
      )
      .map(([declared, extras, extrasFirst]) => {
        const present = declared.filter(([, v]) => v !== OMITTED);
        return extrasFirst ? [...extras, ...present] : [...present, ...extras];
      });

  return function caseFor<Caller extends string>(
    route: RegisteredRoute,
    callers: readonly Caller[],
  ): fc.Arbitrary<HostileCase<Caller>> {
    const schema = route.schema as Record<string, unknown> | undefined;
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const queryFields = fieldsOf(schema?.querystring);
    const bodyFields = [
      ...fieldsOf(schema?.body),
      ...(UNDECLARED_BODY_FIELDS[routeKey(route)] ?? []),
    ];
    // An array in a query string is the key repeated.
    const queryValue = (field: string) =>
      fc.oneof(
        { weight: 4, arbitrary: fieldValue(field) },
        fc.array(scalar, { minLength: 2, maxLength: 3 }),
      );
    const deep = fc
      .record({
        depth: fc.integer({ min: 50, max: 20_000 }),
        shape: fc.constantFrom('array' as const, 'object' as const),
      })
      .map((d): Body => ({ kind: 'deep', ...d }));

    const body: fc.Arbitrary<Body> = ['GET', 'HEAD'].includes(route.method)
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          {
            weight: 8,
            arbitrary: entriesFor(bodyFields, fieldValue).map((entries): Body => ({
              kind: 'object',
              entries,
            })),
          },
          { weight: 1, arbitrary: anyValue.map((value): Body => ({ kind: 'json', value })) },
          { weight: 1, arbitrary: deep },
          {
            weight: 2,
            arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: 'raw', ...raw })),
          },
          { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        );

    return fc.record({
      caller: fc.constantFrom(...callers),
      params: fc.record(Object.fromEntries(paramNames.map((name) => [name, fieldValue(name)]))),
      query: entriesFor(queryFields, queryValue),
      rawQuery: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        fc.constantFrom(...RAW_QUERIES),
      ),
      body,
    });
  };
}
