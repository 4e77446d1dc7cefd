import { afterAll, describe, expect, it } from 'vitest';
import { createEvidenceApp, routeKey } from '../test-evidence/evidence-app.ts';
import { matrixRows, seedMatrixWorld } from '../test-evidence/authorization-matrix.rows.ts';
import { OPERATION_SUMMARIES } from './api-docs-summaries.ts';

/**
 * The OpenAPI document (docs/decisions/117) against what the app does: the routes that answer a
 * visitor 401 in the authorization matrix are exactly the operations that declare the session.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
}
interface Document {
  tags: Array<{ name: string; description?: string }>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const t = await createEvidenceApp();
const w = await seedMatrixWorld(t);
afterAll(() => t.close());
const document = t.app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    operation,
  })),
);

/**
 * Answer a visitor 401, yet need no session: GET /api/auth/me restores one from the
 * remember-this-device cookie (DESIGN section 4), and says 401 only when there is neither.
 */
const SESSION_READ_BY_HANDLER = new Set(['GET /api/auth/me']);

describe('the OpenAPI document', () => {
  it('declares the session cookie and the remember-this-device cookie as security schemes', () => {
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'tc_session',
    });
    expect(document.components.securitySchemes.device).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'tc_device',
    });
  });

  it('gives every operation a unique operationId, a summary and described tags', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const described = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const { key, operation } of operations) {
      expect(operation.summary, key).toBeTruthy();
      for (const tag of operation.tags ?? [])
        expect(described.get(tag), `${key}: tag ${tag}`).toBeTruthy();
    }
  });

  it('requires the session on exactly the operations a visitor is refused with 401', () => {
    const rows = new Map(matrixRows(t, w).map((row) => [row.route, row]));
    for (const { key, operation } of operations) {
      const row = rows.get(key);
      expect(row, `${key} has no row in the authorization matrix`).toBeDefined();
      const refusesVisitors =
        row!.probes.every((probe) => probe.expect[0] === 401) && !SESSION_READ_BY_HANDLER.has(key);
      const expected = SESSION_READ_BY_HANDLER.has(key)
        ? [{ session: [] }, { device: [] }]
        : refusesVisitors
          ? [{ session: [] }]
          : [];
      expect(operation.security, key).toEqual(expected);
    }
  });

  it('keeps summaries in api-docs-summaries.ts only for routes that exist', () => {
    const registered = new Set(t.routes.map(routeKey));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !registered.has(key))).toEqual([]);
  });
});
