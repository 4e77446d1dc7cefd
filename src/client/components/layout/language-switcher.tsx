import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { chooseLanguage, currentLanguage } from '../../lib/i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../lib/i18n/languages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The header's language menu: the browser's own dropdown (no JavaScript to load, a
 * phone opens its own picker). The choice is kept on this phone (decision 190). On a prerendered
 * page it waits for the app to take over: chosen before that, nothing would switch.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage) ?? currentLanguage();
  const hydrated = useHydrated();
  return (
    <label className="relative inline-flex h-9 shrink-0 items-center rounded-md border border-zinc-300 bg-white text-sm text-zinc-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2 size-4 text-zinc-600"
      />
      <select
        aria-label={t('language')}
        value={language}
        disabled={!hydrated}
        onChange={(event) => void chooseLanguage(languageOf(event.target.value) ?? 'en')}
        className="h-full w-11 cursor-pointer appearance-none bg-transparent pr-1 pl-7 text-transparent outline-none sm:w-auto sm:pr-2 sm:text-zinc-900"
      >
        {LANGUAGES.map((code) => (
          <option
            key={code}
            value={code}
            lang={code === 'zh' ? 'zh-Hans' : code}
            className="text-zinc-900"
          >
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
