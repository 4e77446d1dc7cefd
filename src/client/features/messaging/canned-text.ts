import { useTranslation } from 'react-i18next';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import type english from '../../lib/i18n/locales/en/messages.json';

const idByText = new Map(CANNED_MESSAGES.map((message) => [message.text, message.id]));

type CannedKey = `canned.${keyof typeof english.canned}`;

/**
 * Canned messages cross languages (decision 190): the server stores and sends the
 * English catalogue text, which names one message of the catalogue; each reader sees that
 * message in their own language. Any other text (none today) is shown as sent.
 */
export function useCannedText(): (content: string) => string {
  const { t } = useTranslation('messages');
  return (content) => {
    const id = idByText.get(content);
    return id === undefined ? content : t(`canned.${id}` as CannedKey);
  };
}
