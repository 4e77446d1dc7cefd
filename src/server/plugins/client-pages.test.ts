import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../test/test-app.ts';
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

  it('sends the plain shell to a browser holding a session cookie that is none, and to a URL with a query', async () => {
    const signedIn = await t.app.inject({ url: '/home', cookies: { tc_session: 'anything' } });
    expect(signedIn.body).toBe(INDEX);
    const withQuery = await t.app.inject({ url: '/home?teamId=3' });
    expect(withQuery.body).toBe(INDEX);
  });

  it("writes a signed-in browser's session into its page, as GET /api/auth/me answers it, for it alone (decision 214)", async () => {
    // A name that would end the element and run a script, were it written as it is.
    const team = await buildRegisteredTeam(t.db, { name: '</script><script>alert(1)</script>' });
    const cookie = await signInTeam(t.app, team);
    const page = await t.app.inject({ url: '/Home/', headers: { cookie } });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const carried = page.body.match(/<script type="application\/json" id="session-data">(.*?)<\/script><\/head>/);
    expect(carried, page.body).not.toBeNull();
    expect(carried![1]).not.toContain('<');
    expect(JSON.parse(carried![1]!)).toEqual(me.json());
    expect(page.body.replace(carried![0], '</head>')).toBe(INDEX);
    // Its validator is its own: the same page again is 304, another session's is not.
    const again = await t.app.inject({ url: '/home', headers: { cookie, 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const admin = await t.app.inject({ url: '/home', headers: { cookie: await signInAdmin(t.app), 'if-none-match': String(page.headers.etag) } });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('"isAdmin":true');
  });
});
