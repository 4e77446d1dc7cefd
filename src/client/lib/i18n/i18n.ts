import i18next, {
  type BackendModule,
  type i18n,
  type ReadCallback,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import {
  detectLanguage,
  htmlLang,
  LANGUAGE_STORAGE_KEY,
  languageOf,
  type Language,
} from './languages.ts';
import { ENGLISH, NAMESPACES } from './english.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '../../../shared/languages.ts';

/**
 * The other languages' texts, one chunk per language and namespace, fetched when chosen: a
 * team reading English downloads none of them (the first-page budget, decision 145).
 */
// Vite reads these options as written; Prettier's line breaks lost `import: 'default'` (each
// language's texts then arrived as a module, not its texts), so the call stays as written.
// prettier-ignore
const translations = import.meta.glob<ResourceLanguage>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

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

/**
 * Texts that only some screens read, whose English comes with those screens (organiser.ts). In
 * another language they are in that language's one chunk (decision 221), so they are loaded with
 * the rest: a page the server drew in that language is then adopted with every text it was drawn
 * with, not drawn again without the parts whose texts were still on their way (decision 226).
 */
const SCREEN_NAMESPACES = ['admin', 'alerts', 'matches', 'timeslots'];

/** Loads the screen-only texts of the language spoken now (English has them with its screens). */
const withScreenTexts = async (speaker: i18n) => {
  if (speaker.resolvedLanguage !== 'en') await speaker.loadNamespaces(SCREEN_NAMESPACES);
};

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
  .then(() => withScreenTexts(i18next));

/** The language the interface speaks now. */
export const currentLanguage = (): Language => languageOf(i18next.resolvedLanguage) ?? 'en';

const speakers = new Map<Language, Promise<i18n>>();

/**
 * An i18next that speaks `language`, for a page the server draws (decision 217): it shares the
 * app's texts and loads the language's as the app would, but has a language of its own, so pages
 * drawn at the same time in different languages never take each other's. The page's components
 * read it through react-i18next's provider; the global instance stays English on the server.
 */
export function i18nSpeaking(language: Language): Promise<i18n> {
  let speaker = speakers.get(language);
  if (!speaker) {
    speaker = i18nReady.then(async () => {
      const clone = i18next.cloneInstance({ lng: language });
      // Cloning makes the clone react-i18next's default; the app's own instance stays it (the
      // speaker reaches its page through the provider alone).
      setI18n(i18next);
      await clone.changeLanguage(language);
      await withScreenTexts(clone);
      // A page drawn with English in place of missing texts would be adopted as the wrong words.
      const missing = NAMESPACES.filter(
        (namespace) => !clone.hasResourceBundle(language, namespace),
      );
      if (missing.length > 0)
        throw new Error(`The ${language} texts of ${missing.join(', ')} did not load`);
      return clone;
    });
    // A load that failed is tried again by the next page rather than remembered.
    speaker.catch(() => speakers.delete(language));
    speakers.set(language, speaker);
  }
  return speaker;
}

/** Switches the interface, keeps the choice on this phone, and tells the page (`<html lang>`). */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
  await i18next.changeLanguage(language);
  await withScreenTexts(i18next);
}

/** The server draws the next page in the language the interface speaks (decision 217). */
function mirrorIntoCookie(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}${LANGUAGE_COOKIE_ATTRIBUTES}${secure}`;
}

i18next.on('languageChanged', (changed) => {
  if (typeof document === 'undefined') return;
  const language = languageOf(changed) ?? 'en';
  document.documentElement.lang = htmlLang(language);
  mirrorIntoCookie(language);
});

/** Called once the app has drawn itself: the first-paint script hid a non-English page's English until then. */
export function showPage(): void {
  document.documentElement.removeAttribute('data-translating');
}
