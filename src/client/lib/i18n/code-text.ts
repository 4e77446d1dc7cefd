import i18next from 'i18next';
import { fillValues } from '../../../shared/message-codes.ts';

/**
 * A message's translation by its code (decisions 191, 201), with the values it was built with put
 * back in; null when the language has none (the caller shows the English as it came).
 */
export function codeText(
  language: string,
  code: string,
  params?: Readonly<Record<string, string>>,
): string | null {
  const text: unknown = i18next.getResource(language, 'errors', code);
  return typeof text === 'string' ? fillValues(text, params) : null;
}
