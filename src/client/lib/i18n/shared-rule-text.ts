import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATALOGUES } from '../../../shared/message-catalogues.ts';
import { messageCoder } from '../../../shared/message-codes.ts';
import { codeText } from './code-text.ts';
import { languageOf } from './languages.ts';

const codeOf = messageCoder(MESSAGE_CATALOGUES);

/**
 * A message the shared rules word in English (an import file's bad lines, checked in the browser
 * before anything is sent), in the reader's language: its code and values read as the server
 * reads its own (decision 201), then the `errors` translation. As it came in English, or when no
 * catalogue words it.
 */
export function sharedRuleText(
  message: string,
  language = languageOf(i18next.resolvedLanguage) ?? 'en',
): string {
  if (language === 'en') return message;
  const coded = codeOf(message);
  return (coded && codeText(language, coded.code, coded.params)) ?? message;
}

/** `sharedRuleText` for a component, which draws again when the language changes. */
export function useSharedRuleText(): (message: string) => string {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage) ?? 'en';
  return (message) => sharedRuleText(message, language);
}
