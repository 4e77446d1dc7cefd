import { useTranslation } from 'react-i18next';
import { languageOf, type Language } from './languages.ts';

/**
 * The interface language, for the dates, times and numbers a screen formats (decision 194): a
 * component that reads it draws again when the language changes, as its texts do.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage) ?? 'en';
}
