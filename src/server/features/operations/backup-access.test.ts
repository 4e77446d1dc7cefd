import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../shared/errors.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

/**
 * Finding: any website could make a signed-in organiser's browser download the full backup (a
 * GET, no same-origin check), each one stalling the server. Now only the app's own pages get it,
 * a few a minute (decision 233).
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t?.close());

const backup = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/admin/backup', headers: { cookie: admin, ...headers } });

describe('GET /api/admin/backup', () => {
  it.each([
    ['a page on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a page on a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    [
      'another origin claiming to be same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['a broken origin', { origin: 'not a url' }],
  ])('refuses a request from %s with a 403 and no backup', async (_name, headers) => {
    const response = await backup(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ERROR_MESSAGES.crossSite });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('serves the app’s own page, a typed address, and a script; then limits the rate', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[]) {
      const response = await backup(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    }
    const limited = await backup({ 'sec-fetch-site': 'same-origin' });
    expect(limited.statusCode).toBe(429);
  });

  it('is still for administrators only', async () => {
    const response = await t.app.inject({
      url: '/api/admin/backup',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(401);
  });
});
