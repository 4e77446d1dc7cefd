/**
 * The interface languages (decision 190). `en` is the spec's own wording and the
 * fallback for anything missing; the others load when chosen. Shared because the server sends
 * the script that picks one before the page paints (src/shared/first-paint-script.ts) and draws
 * pages in the phone's language (decision 217).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where a chosen language is kept across visits, on the phone. */
export const LANGUAGE_STORAGE_KEY = 'pitcrew.language';

/**
 * The language the phone's interface speaks, mirrored into a cookie by the first-paint script and
 * on every change (decision 217), so the server draws the next page in it. Not a secret, and not
 * the choice itself (that stays in storage): a phone without it is answered by its
 * Accept-Language, as the first-paint script would choose.
 */
export const LANGUAGE_COOKIE = 'pitcrew-language';

/**
 * What follows `name=value` when the cookie is written (the first-paint script and
 * src/client/lib/i18n/i18n.ts; `; secure` is added over HTTPS): a year, so it outlives a season,
 * and every page load writes it again.
 */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;

/**
 * `<meta name=…>` naming the language the server drew a page's HTML in (decision 217). The
 * first-paint script hides nothing when it is the phone's language, and the app adopts the page
 * only then; a page without it is English, or the bare shell.
 */
export const PAGE_LANGUAGE_META = 'page-language';

/** `<html lang>` for a language (Chinese is the simplified script). */
export const htmlLang = (language: Language): string => (language === 'zh' ? 'zh-Hans' : language);

/** The interface language for a BCP 47 tag ('es-ES', 'zh-Hans-CN'), or null if none fits. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}
