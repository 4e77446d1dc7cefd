import { describe, expect, it } from 'vitest';
import { prerenderPage } from './prerender.tsx';

/** The visitor pages the build prerenders (scripts/vite-prerender.ts). */
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

  it('draws the registration form with its submit button, so the check above has something to check', async () => {
    const html = await prerenderPage('/register');
    expect(html).toContain('Complete Registration');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*\sdisabled[\s>=]/);
  });
});
