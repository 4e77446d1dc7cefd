import { afterAll, describe, expect, it } from 'vitest';
import { createEvidenceApp, routeKey } from './evidence-app.ts';
import { matrixRows, NOT_IN_MATRIX, seedMatrixWorld } from './authorization-matrix.rows.ts';
import { CALLERS, type Caller } from './authorization-matrix/callers.ts';
import { cookieFor } from './authorization-matrix/world.ts';

/**
 * The authorization matrix (DESIGN section 4): every registered route, called by a visitor, team
 * A, team B, an organiser, the judge of team A's interview room, a judge of another room and a
 * volunteer, with real ids of resources team A owns.
 * A route registered without a row fails the suite, and so does a row for a route that no
 * longer exists: a new route cannot ship without saying who may call it.
 */

const t = await createEvidenceApp();
const w = await seedMatrixWorld(t);
const ROWS = matrixRows(t, w);
await t.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => t.close());

/** A hijacked event stream never ends, so it is opened over a real socket and hung up. */
async function streamStatus(
  url: string,
  cookie: string | undefined,
): Promise<{ statusCode: number; body: string }> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5000);
  try {
    const response = await fetch(`http://127.0.0.1:${address.port}${url}`, {
      headers: cookie ? { cookie } : {},
      signal: abort.signal,
    });
    const body = response.headers.get('content-type')?.includes('text/event-stream')
      ? 'event-stream'
      : await response.text();
    return { statusCode: response.status, body };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('the authorization matrix', () => {
  it('covers every registered route, and names no route that does not exist', () => {
    const registered = t.routes.filter((route) => !NOT_IN_MATRIX.some((skip) => skip.test(route)));
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify answers HEAD for every GET with the same handler and hooks (checked below).
    const keys = new Set(
      registered.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map(routeKey),
    );
    const rows = ROWS.map((row) => row.route);

    expect(new Set(rows).size, 'a route appears in two rows').toBe(rows.length);
    const missing = [...keys].filter((key) => !rows.includes(key));
    const stale = rows.filter((key) => !keys.has(key));
    expect(missing, 'registered routes with no row in the authorization matrix').toEqual([]);
    expect(stale, 'matrix rows naming routes that are not registered').toEqual([]);
    // Sanity: the listener saw the app's routes, documentation included.
    expect(t.routes.some((r) => r.url === '/api/docs/json')).toBe(true);
  });

  for (const row of ROWS) {
    for (const probe of row.probes) {
      it(`${row.route}${probe.name ? ` (${probe.name})` : ''}`, async () => {
        const statuses = Object.fromEntries(CALLERS.map((caller) => [caller, 0])) as Record<
          Caller,
          number
        >;
        const leaks: string[] = [];
        for (const caller of CALLERS) {
          const cookie = await cookieFor(t, w, caller);
          const request = await probe.request();
          const response = probe.stream
            ? await streamStatus(String(request.url), cookie)
            : await t.app.inject({
                ...request,
                headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
              });
          statuses[caller] = response.statusCode;
          for (const secret of probe.secrets ?? []) {
            const shown = response.body.includes(secret.text);
            if (shown !== secret.visibleTo.includes(caller)) {
              leaks.push(
                `${caller} ${shown ? 'sees' : 'does not see'} "${secret.text}" (status ${response.statusCode})`,
              );
            }
          }
        }
        const expected = Object.fromEntries(CALLERS.map((caller, i) => [caller, probe.expect[i]]));
        expect(statuses).toEqual(expected);
        expect(leaks).toEqual([]);
      });
    }
  }

  it('guards, before the body, every route a visitor may not call, and only those', () => {
    // GET /api/auth/me answers a visitor 401 from its handler: it restores a remembered device.
    const refusedInHandler = new Set(['GET /api/auth/me']);
    const guarded = new Set(t.routes.filter((r) => r.guarded).map(routeKey));
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const visitorRefused = row.probes.every(
        (p) => p.expect[0] === 401 && p.expect.some((s) => s !== 401),
      );
      if (visitorRefused && !guarded.has(row.route) && !refusedInHandler.has(row.route)) {
        mismatches.push(`${row.route}: visitors get 401 but no guard runs in onRequest`);
      }
      if (!visitorRefused && guarded.has(row.route))
        mismatches.push(`${row.route}: guarded, yet a visitor may call it`);
    }
    expect(mismatches).toEqual([]);
  });

  it('answers HEAD like GET for a visitor on every GET route', async () => {
    const mismatches: string[] = [];
    // An event stream stays open for a visitor too (decision 152): its probe checks it over a socket.
    for (const row of ROWS.filter((r) => r.route.startsWith('GET ') && !r.probes[0]!.stream)) {
      const request = await row.probes[0]!.request();
      const get = await t.app.inject({ ...request, method: 'GET' });
      const head = await t.app.inject({ ...request, method: 'HEAD' });
      if (get.statusCode !== head.statusCode)
        mismatches.push(`${row.route}: GET ${get.statusCode}, HEAD ${head.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });
});
