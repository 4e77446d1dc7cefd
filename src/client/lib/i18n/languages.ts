import { languageOf, type Language } from '../../../shared/languages.ts';

export {
  htmlLang,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  languageOf,
  type Language,
} from '../../../shared/languages.ts';

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '简体中文',
};

/**
 * The language to start in: the one chosen on this phone before, else the first of the
 * browser's languages the app speaks, else English. src/shared/first-paint-script.ts makes the same
 * choice before the page paints (it cannot import this module) and writes it to `<html lang>`.
 */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  const chosen = languageOf(stored);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}
