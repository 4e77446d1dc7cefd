import { useTranslation } from 'react-i18next';
import english from '../../lib/i18n/locales/en/registration.json';

type ValidationKey =
  | `validation.teamCode.${keyof typeof english.validation.teamCode}`
  | `validation.consent.${keyof typeof english.validation.consent}`;

/** The shared contract's English messages (src/shared/contract), each to its key. */
const keyByText = new Map<string, ValidationKey>([
  ...Object.entries(english.validation.teamCode).map(
    ([id, text]) => [text, `validation.teamCode.${id}`] as [string, ValidationKey],
  ),
  ...Object.entries(english.validation.consent).map(
    ([id, text]) => [text, `validation.consent.${id}`] as [string, ValidationKey],
  ),
]);

/**
 * The registration forms' field messages in the reader's language (issue 20, decision 190): the
 * zod contract shared with the server words them in English, which names one message; any other
 * text (a server's own) is shown as it came.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('registration');
  return (message) => {
    if (message === undefined) return undefined;
    const key = keyByText.get(message);
    return key === undefined ? message : t(key);
  };
}
