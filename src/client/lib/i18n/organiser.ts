import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import admin from './locales/en/admin.json';
import alerts from './locales/en/alerts.json';
import matches from './locales/en/matches.json';
import timeslots from './locales/en/timeslots.json';

/**
 * The English texts only organisers and judges read (decision 192): the admin dashboard, its
 * printouts and the display board (the alerts card has its own: alerts-texts.ts). They come with the screens that use them
 * instead of the entry, so a team's first page carries none of them; importing this module adds
 * them to i18next's English before any of those screens draws.
 */
export const ORGANISER_ENGLISH = { admin, alerts, matches, timeslots };

export type OrganiserNamespace = keyof typeof ORGANISER_ENGLISH;
const ORGANISER_NAMESPACES = Object.keys(ORGANISER_ENGLISH) as OrganiserNamespace[];

for (const namespace of ORGANISER_NAMESPACES) {
  if (!i18next.hasResourceBundle('en', namespace))
    i18next.addResourceBundle('en', namespace, ORGANISER_ENGLISH[namespace]);
}

/**
 * True once the reader's language has these namespaces (at once in English; another language
 * fetches its files first). A screen waits for it rather than flash the keys.
 */
export function useOrganiserTexts(
  namespaces: readonly OrganiserNamespace[] = ORGANISER_NAMESPACES,
): boolean {
  return useTranslation([...namespaces]).ready;
}
