import { useTranslation } from 'react-i18next';
import english from './locales/en/admin.json';
import './organiser.ts';

type ValidationKey = `validation.${keyof typeof english.validation}`;

/** The shared contract's English messages (src/shared/contract), each to its key. */
const keyByText = new Map<string, ValidationKey>(
  Object.entries(english.validation).map(([id, text]) => [text, `validation.${id}` as ValidationKey]),
);

/**
 * The admin forms' field messages in the reader's language (decision 192): the zod contract
 * shared with the server words them in English, which names one message; any other text (a
 * server's own) is shown as it came.
 */
export function useAdminFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return (message) => {
    if (message === undefined) return undefined;
    const key = keyByText.get(message);
    return key === undefined ? message : t(key);
  };
}
