import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import alerts from './locales/en/alerts.json';

/**
 * The alerts card's English, on its own: a team's home shows the card, and the organisers'
 * texts (organiser.ts, about 7 KB) would come with it otherwise (decision 226). Importing this
 * module adds the texts to i18next's English before the card draws.
 */
if (!i18next.hasResourceBundle('en', 'alerts')) i18next.addResourceBundle('en', 'alerts', alerts);

/** True once the reader's language has the alerts card's texts (at once in English). */
export const useAlertsTexts = (): boolean => useTranslation('alerts').ready;
