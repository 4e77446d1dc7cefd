import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n.ts';

/** The value of the language cookie as the browser would send it, or undefined. */
const sentLanguage = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('pitcrew-language='))
    ?.split('=')[1];

describe('the language cookie (decision 217)', () => {
  afterEach(() => chooseLanguage('en'));

  // The server draws the next page in the cookie's language: a choice made in the app must reach
  // it at once, not only when the next page's first-paint script runs (after its request was sent).
  it('follows a language chosen in the app', async () => {
    await chooseLanguage('fr');
    expect(sentLanguage()).toBe('fr');
    await chooseLanguage('zh');
    expect(sentLanguage()).toBe('zh');
  });
});
