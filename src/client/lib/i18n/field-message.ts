import { useTranslation } from 'react-i18next';
import type { AllEnglish } from './english.ts';

/** The namespaces whose `validation` texts word the shared contract's field messages. */
type WithValidation = {
  [N in keyof AllEnglish]: AllEnglish[N] extends { validation: object } ? N : never;
}[keyof AllEnglish];

/**
 * A form's field messages in the reader's language (decisions 192, 200): the zod contract shared
 * with the server words each in English; the namespace's `validation` texts hold those English
 * words and, in every other language, their translation under the same key. A message not among
 * them (a server's own) is shown as it came.
 */
export function useFieldMessage(
  namespace: WithValidation,
): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  return (message) => {
    if (message === undefined) return undefined;
    const english = (i18n.getResourceBundle('en', namespace) as { validation?: Texts } | undefined)
      ?.validation;
    const key = english ? keyOf(english, message) : undefined;
    return key === undefined ? message : (t as (key: string) => string)(`validation.${key}`);
  };
}

type Texts = { readonly [id: string]: string | Texts };

/** The key (dotted, for texts grouped by form: 'consent.signature') whose English is `message`. */
function keyOf(texts: Texts, message: string): string | undefined {
  for (const [id, text] of Object.entries(texts)) {
    if (text === message) return id;
    const inner = typeof text === 'object' ? keyOf(text, message) : undefined;
    if (inner !== undefined) return `${id}.${inner}`;
  }
  return undefined;
}
