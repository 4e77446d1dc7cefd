import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeKey, type RouteKey } from '../shared/routes/index.ts';
import { ROUTE_SCHEMAS } from '../shared/routes/schemas.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isTableRoute } from './plugins/route-guards.ts';
import { createTestDatabase } from './test/test-database.ts';

/**
 * The route table's schema names against the server, the other way round from
 * plugins/route-table.test.ts (which proves each name is the schema the route uses): every
 * contract schema a route validates with or answers with is named in ROUTE_SCHEMAS, by its name.
 */

const CONTRACT_DIR = join(import.meta.dirname, '../shared/contract');
/** The contract's modules by the table's names for them (`help-requests.ts` is `helpRequests`). */
const contract: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(CONTRACT_DIR).filter((f) => !f.includes('.test.'))) {
  const name = file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  contract[name] = (await import(join(CONTRACT_DIR, file))) as Record<string, unknown>;
}
/** Every zod schema the shared contract exports, by identity. */
const contractSchemas = new Set<unknown>(
  Object.values(contract).flatMap((module) =>
    Object.values(module).filter((value) => value instanceof z.ZodType),
  ),
);

const registered: RouteOptions[] = [];
describe('the route table names', () => {
  let close = async () => {};
  // Built in this suite's hook, not at the top of the file: an app that refuses to start (a route
  // the table does not match) then fails this suite, which a mutation run counts as a failure;
  // a file that fails to load has no failed test to count.
  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), demoData: false },
      database,
      logger: false,
      onRoute: (route) => void registered.push(route),
    });
    close = async () => {
      await app.close();
      await database.close();
    };
    await app.ready();
  });
  afterAll(() => close());

  it('every contract schema a route validates with or answers with, by its own name', () => {
    expect(contractSchemas.size).toBeGreaterThan(50);
    const unnamed: string[] = [];
    let checked = 0;
    for (const route of registered.filter((r) => isTableRoute(r.url))) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const answers = (schema.response ?? {}) as Record<string, unknown>;
      const used = {
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body,
        response: answers[200] ?? answers[201],
      };
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const key = routeKey({ method, path: route.url });
        const named = ROUTE_SCHEMAS[key as RouteKey] ?? {};
        for (const [part, usedSchema] of Object.entries(used)) {
          if (!contractSchemas.has(usedSchema)) continue;
          checked++;
          const ref = named[part as keyof typeof named];
          if (!ref || contract[ref.module]?.[ref.name] !== usedSchema)
            unnamed.push(`${key} ${part}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(unnamed).toEqual([]);
  });
});
