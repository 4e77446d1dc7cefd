import { LANGUAGES } from '../../../shared/languages.ts';

export { LANGUAGES, LANGUAGE_STORAGE_KEY } from '../../../shared/languages.ts';
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '简体中文',
};

/** `<html lang>` for a language (Chinese is the simplified script). */
export const htmlLang = (language: Language): string => (language === 'zh' ? 'zh-Hans' : language);

/** The interface language for a BCP 47 tag ('es-ES', 'zh-Hans-CN'), or null if none fits. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

/**
 * The language to start in: the one chosen on this phone before, else the first of the
 * browser's languages the app speaks, else English. src/shared/first-paint-script.ts makes the same
 * choice before the page paints (it cannot import this module) and writes it to `<html lang>`.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  const chosen = languageOf(stored);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}
