import i18next, { type BackendModule, type ReadCallback, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, htmlLang, LANGUAGE_STORAGE_KEY, languageOf, type Language } from './languages.ts';
import { ENGLISH, NAMESPACES } from './english.ts';

/**
 * The other languages' texts, one chunk per language and namespace, fetched when chosen: a
 * team reading English downloads none of them (the first-page budget, decision 145).
 */
const translations = import.meta.glob<ResourceLanguage>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

/**
 * The server's errors by code (decision 191), loaded with a language other than English (in
 * English the server's own message is shown, so its English texts are never downloaded).
 */
const LAZY_NAMESPACES = ['errors'];

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = translations[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

function startLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  // the first-paint script chose it before the page painted; the same rule again if it did not run.
  const chosen = languageOf(document.documentElement.getAttribute('lang'));
  if (chosen && chosen !== 'en') return chosen;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused: the browser's languages decide.
  }
  return detectLanguage(stored, navigator.languages ?? [navigator.language]);
}

/** Resolves when the starting language's texts are in (at once for English, bundled). */
export const i18nReady = i18next
  .use(initReactI18next)
  .use(lazyLocales)
  .init({
    lng: startLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'es', 'fr', 'zh'],
    load: 'languageOnly',
    ns: [...NAMESPACES, ...LAZY_NAMESPACES],
    defaultNS: 'common',
    resources: { en: ENGLISH },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  .then(() => undefined);

/** The language the interface speaks now. */
export const currentLanguage = (): Language => languageOf(i18next.resolvedLanguage) ?? 'en';

/** Switches the interface, keeps the choice on this phone, and tells the page (`<html lang>`). */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(languageOf(language) ?? 'en');
});

/** Called once the app has drawn itself: the first-paint script hid a non-English page's English until then. */
export function showPage(): void {
  document.documentElement.removeAttribute('data-translating');
}
