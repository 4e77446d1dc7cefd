import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { drawSignedInPage, prerenderPage } from './prerender.tsx';
import { SERVER_DRAWN_PAGES } from '../shared/page-modules.ts';
import { DRAWN_PAGE_ANSWERS, drawnTeamSession } from './test/drawn-page-fixtures.ts';

/**
 * The fields of drawn HTML that take input before the app is live (decision 226: what is typed
 * there is handed to the app when it adopts the page). Radix's select keeps a hidden native one
 * for forms, out of reach: `aria-hidden`, no tab stop.
 */
const enabledFields = (html: string) =>
  [...html.matchAll(/<(input|textarea|select)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) => !/\sdisabled[\s>=]/.test(tag) && !/type="hidden"|aria-hidden="true"/.test(tag),
    );

/** The visitor pages the build prerenders (scripts/build/vite-prerender.ts). */
const PAGES = ['/register', '/consent', '/home', '/admin-login'];

describe('prerendered visitor pages', () => {
  it.each(PAGES)('%s: no form can be submitted before React takes over the page', async (path) => {
    const html = await prerenderPage(path);
    const submits = [...html.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map(([tag]) => tag);
    for (const tag of submits) expect(tag).toMatch(/\sdisabled[\s>=]/);
    // Nor can the language be switched: chosen before then, nothing would change.
    const [switcher] = html.match(/<select[^>]*aria-label="Language"[^>]*>/) ?? [''];
    expect(switcher).toMatch(/\sdisabled[\s>=]/);
  });

  it.each(['/register', '/admin-login'])(
    '%s: its fields take input at once, before React takes over the page (decision 226)',
    async (path) => {
      expect(enabledFields(await prerenderPage(path)).length).toBeGreaterThan(0);
    },
  );

  it('draws the registration form with its submit button, so the check above has something to check', async () => {
    const html = await prerenderPage('/register');
    expect(html).toContain('Complete Registration');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*\sdisabled[\s>=]/);
  });

  // The build draws each page in every language; its own i18next speaks English meanwhile, and a
  // part that read the language from it would draw English words into a Spanish page.
  it.each(PAGES)(
    '%s in Spanish: drawn in Spanish, whatever language the global i18next speaks (decision 217)',
    async (path) => {
      const spanish = await prerenderPage(path, 'es');
      const english = await prerenderPage(path, 'en');
      expect(spanish).not.toBe(english);
      expect(spanish).toContain('Inicio');
      await i18next.changeLanguage('es');
      try {
        expect(await prerenderPage(path, 'es')).toBe(spanish);
        expect(await prerenderPage(path, 'en')).toBe(english);
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  it('draws the Spanish registration form in Spanish', async () => {
    expect(await prerenderPage('/register', 'es')).toContain('Completar inscripción');
  });
});

describe("a signed-in team's pages drawn by the server (decision 215)", () => {
  const session = drawnTeamSession;
  const answers = DRAWN_PAGE_ANSWERS;

  it.each(['/messages', '/game-manual'])(
    '%s: its fields take input at once, before the app adopts the page (decision 226)',
    async (path) => {
      const drawn = await drawSignedInPage(path, session, async (url) => answers[url]);
      expect(enabledFields(drawn.html).length).toBeGreaterThan(0);
    },
  );

  it("draws the team's next interview from the answers the server loads for it, asking once for each read", async () => {
    const asked: string[] = [];
    const drawn = await drawSignedInPage('/home', session, async (url) => {
      asked.push(url);
      return answers[url];
    });
    expect(drawn.html).toContain('Your next interview');
    expect(drawn.html).toContain('10:20 AM');
    expect(drawn.html).toContain('Judging Room 7');
    expect(drawn.html).not.toContain('Everything your team needs');
    // The session came with the page: it is not asked for; nothing is asked twice.
    expect(asked).not.toContain('/api/auth/me');
    expect(asked).toContain('/api/interviews');
    expect(new Set(asked).size).toBe(asked.length);
    const hashes = drawn.data.queries.map((query) => query.queryHash);
    expect(hashes).toEqual(
      expect.arrayContaining([
        '["/api/auth/me"]',
        '["/api/interviews"]',
        '["/api/settings/tournament"]',
      ]),
    );
  });

  it('leaves a read the server could not answer to the browser: the page shows it loading, and it is not in the answers', async () => {
    const drawn = await drawSignedInPage('/home', session, async (url) =>
      url === '/api/interviews' ? undefined : answers[url],
    );
    expect(drawn.html).not.toContain('Your next interview');
    expect(drawn.data.queries.map((query) => query.queryHash)).not.toContain('["/api/interviews"]');
  });

  it.each(SERVER_DRAWN_PAGES)(
    '%s: no form can be submitted before React takes over the page',
    async (path) => {
      const { html } = await drawSignedInPage(path, session, async (url) => answers[url]);
      const submits = [...html.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map(([tag]) => tag);
      for (const tag of submits) expect(tag).toMatch(/\sdisabled[\s>=]/);
    },
  );
});
