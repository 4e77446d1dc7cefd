import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadClientPages } from './client-pages.ts';

const INDEX = '<!doctype html><head><title>PitCrew</title></head><div id="root"><!--app-shell--><header data-app-shell>PitCrew</header><!--/app-shell--></div>';
const HOME = `<div><h1>Everything your team needs on tournament day</h1>${'<p>Book an interview</p>'.repeat(60)}</div>`;

function clientDir(prerendered?: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-pages-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (prerendered) writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(prerendered));
  return dir;
}

describe('loadClientPages', () => {
  it("puts a prerendered page in place of the shell, for visitors and the page's own path only", () => {
    const pageFor = loadClientPages(clientDir({ '/home': HOME, '/': '<p>Register</p>' }));
    expect(pageFor('/home', true).html).toBe(INDEX.replace(/<!--app-shell-->.*<!--\/app-shell-->/, HOME));
    expect(pageFor('/HOME/', true).html).toContain('Everything your team needs');
    expect(pageFor('/', true).html).toContain('<div id="root"><p>Register</p></div>');
    expect(pageFor('/home', false).html).toBe(INDEX);
    expect(pageFor('/dashboard', true).html).toBe(INDEX);
    expect(pageFor('/home', true).etag).not.toBe(pageFor('/home', false).etag);
  });

  it('serves index.html as it is when the build prerendered nothing', () => {
    const pageFor = loadClientPages(clientDir());
    expect(pageFor('/home', true).html).toBe(INDEX);
  });
});

describe('page requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: clientDir({ '/home': HOME }) });
  });
  afterAll(() => t.close());

  it('sends a visitor the prerendered page, compressed, revalidated every time, 304 when unchanged', async () => {
    const response = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Everything your team needs');
    const again = await t.app.inject({ url: '/home', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the plain shell to a browser holding a session cookie, and to a URL with a query', async () => {
    const signedIn = await t.app.inject({ url: '/home', cookies: { tc_session: 'anything' } });
    expect(signedIn.body).toBe(INDEX);
    const withQuery = await t.app.inject({ url: '/home?teamId=3' });
    expect(withQuery.body).toBe(INDEX);
  });
});
