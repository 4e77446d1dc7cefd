import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadClientPages } from './client-pages.ts';

const INDEX = '<!doctype html><head><title>PitCrew</title></head><div id="root"><!--app-shell--><header data-app-shell>PitCrew</header><!--/app-shell--></div>';
const HOME = `<div><h1>Everything your team needs on tournament day</h1>${'<p>Book an interview</p>'.repeat(60)}</div>`;

/** A build's manifest: the entry, /home's route importing a shared chunk and the entry's own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_compat.js'] },
  '_compat.js': { file: 'assets/compat-C.js' },
  '_icons.js': { file: 'assets/icons-I.js', imports: ['_compat.js'] },
  'routes/home.tsx': { file: 'assets/home-H.js', isDynamicEntry: true, imports: ['_icons.js', '_compat.js'] },
  'routes/messages.tsx': { file: 'assets/messages-M.js', isDynamicEntry: true, imports: ['_icons.js'] },
};

function clientDir(prerendered?: Record<string, string>, manifest?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-pages-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (prerendered) writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(prerendered));
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

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

  it("names the page's own chunks in its <head>, not the entry's, signed in or not (decision 211)", () => {
    const pageFor = loadClientPages(clientDir({ '/home': HOME }, MANIFEST));
    expect(preloadsOf(pageFor('/home', false).html)).toEqual(['/assets/home-H.js', '/assets/icons-I.js']);
    expect(preloadsOf(pageFor('/Home/', true).html)).toEqual(['/assets/home-H.js', '/assets/icons-I.js']);
    expect(pageFor('/home', true).html).toContain('Everything your team needs');
    expect(preloadsOf(pageFor('/messages', false).html)).toEqual(['/assets/messages-M.js', '/assets/icons-I.js']);
    // A page the build has no chunk for (a route the manifest lacks), and an unknown page: index.html as it is.
    expect(pageFor('/dashboard', false).html).toBe(INDEX);
    expect(pageFor('/no-such-page', false).html).toBe(INDEX);
    expect(pageFor('/home', false).etag).not.toBe(pageFor('/messages', false).etag);
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
