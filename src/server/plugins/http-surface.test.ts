import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../../shared/first-paint-script.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIRST_PAINT_SCRIPT_SOURCE } from './security-headers.ts';

/** Every route of spec section 2.1, plus case variants and an unknown page. */
const PAGE_ROUTES = [
  '/',
  '/home',
  '/register',
  '/consent',
  '/admin-login',
  '/dashboard',
  '/track-bots',
  '/tracking',
  '/messages',
  '/game-manual',
  '/perplexity-manual',
  '/live-stream',
  '/vex-apps',
  '/draw',
  '/line-board',
  '/drawing-board',
  '/drawing',
  '/drawing-new',
  '/drawing-basic',
  '/drawing-final',
  '/simple-draw',
  '/drawing-pad',
  '/admin',
  '/Dashboard',
  '/no-such-page',
];

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'tc-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><title>PitCrew</title><div id="root"></div>',
  );
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))})`;
  writeFileSync(join(clientDir, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(join(clientDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"PitCrew","start_url":"/home"}');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('pages', () => {
  it.each(PAGE_ROUTES)('%s answers with the app HTML', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await t.app.inject({ url: '/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // One inline script, index.html's first-paint script, by its hash (decision 210).
    expect(csp).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE};`);
    expect(FIRST_PAINT_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`,
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the precompressed asset to browsers that accept it, the plain one otherwise', async () => {
    const compressed = await t.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(500);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('console.log');
    const plain = await t.app.inject({ url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(5000);
  });

  it('makes browsers revalidate the page itself, so a deploy shows at once', async () => {
    const response = await t.app.inject({ url: '/dashboard' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('makes browsers revalidate the service worker and the manifest, so a new version is found', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('caches hashed assets for a year and a missing asset is a 404, not a page', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/teams/1/nothing']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers a 3 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large');
  });

  it('refuses a state-changing request from a foreign origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site request refused');
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameSite.statusCode).toBe(204);
  });

  it('never leaks a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reports health once the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/auth/login');
  });
});
