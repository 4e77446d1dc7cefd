import { routeKey, type RegisteredRoute } from './evidence-app.ts';
import { fieldsOf, UNDECLARED_BODY_FIELDS, type HostileCase } from './hostile-input.ts';

/** Strings every field must survive: a NUL, a lone surrogate, 100,000 characters. */
const EXTREME_STRINGS: Array<{ label: string; value: string }> = [
  { label: 'a NUL character', value: 'Robot\u0000Team' },
  { label: 'a lone surrogate', value: 'Robot\ud83dTeam' },
  { label: '100,000 characters', value: '1234567890 '.repeat(9_091).slice(0, 100_000) },
  { label: '100,000 spaces after a digit', value: `1${' '.repeat(99_998)}!` },
];

/**
 * One request per declared field (path parameter, query field, body field) and extreme string:
 * the other fields get the first value valid somewhere, so the request gets as far as it can.
 */
export function extremeStringRequests(
  route: RegisteredRoute,
  fieldValues: Record<string, unknown[]>,
): Array<{ label: string; case: HostileCase<string> }> {
  const schema = route.schema as Record<string, unknown> | undefined;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const query = fieldsOf(schema?.querystring);
  const body = ['GET', 'HEAD', 'DELETE'].includes(route.method)
    ? []
    : [...fieldsOf(schema?.body), ...(UNDECLARED_BODY_FIELDS[routeKey(route)] ?? [])];
  const valid = (field: string) => fieldValues[field]?.[0] ?? 'x';
  const base = (): HostileCase<string> => ({
    caller: '',
    params: Object.fromEntries(params.map((p) => [p, valid(p)])),
    query: query.map((q): [string, unknown] => [q, valid(q)]),
    rawQuery: '',
    body: body.length
      ? { kind: 'object', entries: body.map((b): [string, unknown] => [b, valid(b)]) }
      : { kind: 'none' },
  });
  const requests: Array<{ label: string; case: HostileCase<string> }> = [];
  for (const { label, value } of EXTREME_STRINGS) {
    for (const p of params) {
      const c = base();
      c.params[p] = value;
      requests.push({ label: `param ${p}: ${label}`, case: c });
    }
    for (const q of query) {
      const c = base();
      c.query = c.query.map(([key, v]) => [key, key === q ? value : v]);
      requests.push({ label: `query ${q}: ${label}`, case: c });
    }
    for (const b of body) {
      const c = base();
      if (c.body.kind === 'object')
        c.body.entries = c.body.entries.map(([key, v]) => [key, key === b ? value : v]);
      requests.push({ label: `body ${b}: ${label}`, case: c });
    }
  }
  return requests;
}
