import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../test/test-app.ts';
import { PAGE_HEADS_FILE } from '../../shared/page-heads.ts';
import { loadClientPages, withEventTitle } from './client-pages.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>PitCrew</title></head><div id="root"><!--app-shell--><header data-app-shell>PitCrew</header><!--/app-shell--></div>';
const HOME = `<div><h1>Everything your team needs on tournament day</h1>${'<p>Book an interview</p>'.repeat(60)}</div>`;

/** A build's manifest: the entry, /home's route importing a shared chunk and the entry's own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_compat.js'] },
  '_compat.js': { file: 'assets/compat-C.js' },
  '_icons.js': { file: 'assets/icons-I.js', imports: ['_compat.js'] },
  'routes/home.tsx': {
    file: 'assets/home-H.js',
    isDynamicEntry: true,
    imports: ['_icons.js', '_compat.js'],
  },
  'routes/messages.tsx': {
    file: 'assets/messages-M.js',
    isDynamicEntry: true,
    imports: ['_icons.js'],
  },
};

function clientDir(
  prerendered?: Record<string, Record<string, string>>,
  manifest?: object,
  index = INDEX,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-pages-'));
  writeFileSync(join(dir, 'index.html'), index);
  if (prerendered) writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(prerendered));
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const HOME_FR = `<div><h1>Tout ce dont votre équipe a besoin le jour du tournoi</h1>${'<p>Réserver un entretien</p>'.repeat(60)}</div>`;
const ENGLISH_META = '<head><meta name="page-language" content="en">';

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('loadClientPages', () => {
  it("puts a prerendered page in place of the shell, for visitors and the page's own path only", () => {
    const pageFor = loadClientPages(clientDir({ en: { '/home': HOME, '/': '<p>Register</p>' } }));
    expect(pageFor('/home', true, 'en').html).toBe(
      INDEX.replace('<head>', ENGLISH_META).replace(/<!--app-shell-->.*<!--\/app-shell-->/, HOME),
    );
    expect(pageFor('/HOME/', true, 'en').html).toContain('Everything your team needs');
    expect(pageFor('/', true, 'en').html).toContain('<div id="root"><p>Register</p></div>');
    expect(pageFor('/home', false, 'en').html).toBe(INDEX);
    expect(pageFor('/dashboard', true, 'en').html).toBe(INDEX);
    expect(pageFor('/home', true, 'en').etag).not.toBe(pageFor('/home', false, 'en').etag);
  });

  it("names the page's own chunks in its <head>, not the entry's, signed in or not (decision 211)", () => {
    const pageFor = loadClientPages(clientDir({ en: { '/home': HOME } }, MANIFEST));
    expect(preloadsOf(pageFor('/home', false, 'en').html)).toEqual([
      '/assets/home-H.js',
      '/assets/icons-I.js',
    ]);
    expect(preloadsOf(pageFor('/Home/', true, 'en').html)).toEqual([
      '/assets/home-H.js',
      '/assets/icons-I.js',
    ]);
    expect(pageFor('/home', true, 'en').html).toContain('Everything your team needs');
    expect(preloadsOf(pageFor('/messages', false, 'en').html)).toEqual([
      '/assets/messages-M.js',
      '/assets/icons-I.js',
    ]);
    // A page the build has no chunk for (a route the manifest lacks), and an unknown page: index.html as it is.
    expect(pageFor('/dashboard', false, 'en').html).toBe(INDEX);
    expect(pageFor('/no-such-page', false, 'en').html).toBe(INDEX);
    expect(pageFor('/home', false, 'en').etag).not.toBe(pageFor('/messages', false, 'en').etag);
  });

  it("puts the page's chunks with the app's scripts, which wait in a template for the first paint (decision 219)", () => {
    const scripts =
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-E.js"></script></template>';
    const pageFor = loadClientPages(
      clientDir({ en: { '/home': HOME } }, MANIFEST, INDEX.replace('</head>', `${scripts}</head>`)),
    );
    for (const visitor of [true, false]) {
      const head = pageFor('/home', visitor, 'en').html.split('</head>')[0]!;
      expect(head).toContain(
        '<template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/home-H.js"><link rel="modulepreload" crossorigin href="/assets/icons-I.js"><script type="module" crossorigin src="/assets/index-E.js"></script></template>',
      );
      expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toContain('modulepreload');
    }
  });

  it("names each page in its <head> in the phone's language, before any script runs (decision 220)", () => {
    const index = INDEX.replace(
      '<title>PitCrew</title>',
      '<title>PitCrew</title>\n<meta\n  name="description"\n  content="English words"\n/>',
    );
    const dir = clientDir({ en: { '/home': HOME }, fr: { '/home': HOME_FR } }, MANIFEST, index);
    const heads = (language: string, home: string) => ({
      titles: { '/home': `${home} - PitCrew`, '/messages': `Messages & <co> - PitCrew` },
      notFoundTitle: `404 (${language}) - PitCrew`,
      description: `Description "${language}"`,
    });
    writeFileSync(
      join(dir, PAGE_HEADS_FILE),
      JSON.stringify({ en: heads('en', 'Home'), fr: heads('fr', 'Accueil') }),
    );
    const pageFor = loadClientPages(dir);
    const head = (path: string, visitor: boolean, language: 'en' | 'fr') =>
      pageFor(path, visitor, language).html.split('</head>')[0]!;
    expect(head('/home', true, 'fr')).toContain('<title>Accueil - PitCrew</title>');
    expect(head('/home', true, 'fr')).toContain(
      '<meta name="description" content="Description &quot;fr&quot;" />',
    );
    expect(head('/home', true, 'fr')).not.toContain('English words');
    expect(pageFor('/home', true, 'fr').html).toContain('Tout ce dont votre équipe a besoin');
    // A signed-in browser's shell, a page with no shell of its own, and any other path (the 404 page).
    expect(head('/Home/', false, 'fr')).toContain('<title>Accueil - PitCrew</title>');
    expect(head('/messages', false, 'en')).toContain(
      '<title>Messages &amp; &lt;co&gt; - PitCrew</title>',
    );
    expect(head('/no/such/page', false, 'fr')).toContain('<title>404 (fr) - PitCrew</title>');
    expect(pageFor('/no/such/page', false, 'fr')).toBe(pageFor('/another', false, 'fr'));
    expect(pageFor('/home', true, 'fr').etag).not.toBe(pageFor('/home', true, 'en').etag);
  });

  it("names the phone's language's texts with the app's scripts, so they come with them (decision 221)", () => {
    const scripts =
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-E.js"></script></template>';
    const manifest = {
      ...MANIFEST,
      '_texts-fr-F.js': { file: 'assets/texts-fr-F.js', name: 'texts-fr', imports: ['_compat.js'] },
    };
    const pageFor = loadClientPages(
      clientDir(
        { en: { '/home': HOME }, fr: { '/home': HOME_FR } },
        manifest,
        INDEX.replace('</head>', `${scripts}</head>`),
      ),
    );
    const template = (html: string) =>
      /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    for (const [path, visitor] of [
      ['/home', true],
      ['/home', false],
      ['/messages', false],
      ['/no-such-page', false],
    ] as const) {
      expect(preloadsOf(template(pageFor(path, visitor, 'fr').html))).toContain(
        '/assets/texts-fr-F.js',
      );
      expect(pageFor(path, visitor, 'en').html).not.toContain('texts-');
      // A language whose texts the build has no chunk for (none here): nothing named.
      expect(pageFor(path, visitor, 'es').html).not.toContain('texts-');
    }
  });

  it('sends a visitor the page drawn in its language, and says which (decision 217)', () => {
    const pageFor = loadClientPages(clientDir({ en: { '/home': HOME }, fr: { '/home': HOME_FR } }));
    const french = pageFor('/home', true, 'fr').html;
    expect(french).toContain('<html lang="fr"><head><meta name="page-language" content="fr">');
    expect(french).toContain('Tout ce dont votre équipe a besoin');
    expect(french).not.toContain('Everything your team needs');
    expect(pageFor('/home', true, 'fr').etag).not.toBe(pageFor('/home', true, 'en').etag);
    // A language the build drew nothing in: the shell, which names no language (the app draws it).
    expect(pageFor('/home', true, 'es').html).toBe(INDEX);
  });

  it('serves index.html as it is when the build prerendered nothing', () => {
    const pageFor = loadClientPages(clientDir());
    expect(pageFor('/home', true, 'en').html).toBe(INDEX);
  });
});

describe('withEventTitle', () => {
  it("puts the event's name before the app's, escaped as the title was", () => {
    const page = { html: '<head><title>Messages &amp; more - PitCrew</title></head>', etag: '"a"' };
    const named = withEventTitle(page, 'Spring "Open" & <Co>');
    expect(named.html).toBe(
      '<head><title>Messages &amp; more - Spring &quot;Open&quot; &amp; &lt;Co&gt; - PitCrew</title></head>',
    );
    expect(named.etag).not.toBe(page.etag);
  });
});

describe('page requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clientDir: clientDir({ en: { '/home': HOME }, fr: { '/home': HOME_FR } }),
    });
  });
  afterAll(() => t.close());

  it('sends a visitor the prerendered page, compressed, revalidated every time, 304 when unchanged', async () => {
    const response = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      'Everything your team needs',
    );
    const again = await t.app.inject({
      url: '/home',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws a visitor's page in the language its app speaks: the cookie, else Accept-Language, else English (decision 217)", async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/home', headers: { 'accept-encoding': 'identity', ...headers } });
    const languageOf = (body: string) =>
      body.match(/<meta name="page-language" content="(\w+)">/)?.[1];
    const cases: [Record<string, string>, string][] = [
      [{}, 'en'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, 'fr'],
      [{ 'accept-language': 'de-DE,de;q=0.9,fr;q=0.5' }, 'fr'],
      [{ 'accept-language': 'de-DE' }, 'en'],
      // The interface language the phone chose wins over the browser's.
      [{ 'accept-language': 'fr-FR', cookie: 'pitcrew-language=en' }, 'en'],
      [{ 'accept-language': 'en-US', cookie: 'pitcrew-language=fr' }, 'fr'],
      // A cookie that names no language of the app is ignored.
      [{ 'accept-language': 'fr', cookie: 'pitcrew-language=%3Cscript%3E' }, 'fr'],
      [{ 'accept-language': 'x'.repeat(4000) }, 'en'],
    ];
    for (const [headers, expected] of cases) {
      const response = await get(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(languageOf(response.body), JSON.stringify(headers)).toBe(expected);
      expect(response.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    }
    // An English copy's validator does not answer for the French page.
    const english = await get({});
    const french = await get({
      'accept-language': 'fr',
      'if-none-match': String(english.headers.etag),
    });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('Tout ce dont votre équipe a besoin');
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
    const carried = page.body.match(
      /<script type="application\/json" id="session-data">(.*?)<\/script><\/head>/,
    );
    expect(carried, page.body).not.toBeNull();
    expect(carried![1]).not.toContain('<');
    expect(JSON.parse(carried![1]!)).toEqual(me.json());
    expect(page.body.replace(carried![0], '</head>')).toBe(INDEX);
    // Its validator is its own: the same page again is 304, another session's is not.
    const again = await t.app.inject({
      url: '/home',
      headers: { cookie, 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const admin = await t.app.inject({
      url: '/home',
      headers: { cookie: await signInAdmin(t.app), 'if-none-match': String(page.headers.etag) },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('"isAdmin":true');
  });

  // Last: it names the event, which every page's title says from then on.
  it("names the event in every page's title once an organiser names it, with a validator of its own", async () => {
    const before = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'identity' } });
    expect(before.body).toContain('<title>PitCrew</title>');
    const admin = await signInAdmin(t.app);
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: '2026-05-02', eventName: 'Spring <Regional>' },
    });
    expect(named.statusCode).toBe(200);
    const visitor = await t.app.inject({
      url: '/home',
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(before.headers.etag) },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<title>PitCrew - Spring &lt;Regional&gt;</title>');
    expect(visitor.body).toContain('Everything your team needs');
    const signedIn = await t.app.inject({ url: '/messages', headers: { cookie: admin } });
    expect(signedIn.body).toContain('<title>PitCrew - Spring &lt;Regional&gt;</title>');
  });
});
