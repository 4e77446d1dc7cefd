import i18next from 'i18next';
import help from './locales/en/help.json';

/**
 * The help card's English (what a team may ask for, and where), which comes with the card and
 * Admin -> Help rather than with every first page; importing this module adds it to i18next's
 * English before either draws. Other languages fetch the namespace with the rest when chosen
 * (english.ts lists it).
 */
export const HELP_ENGLISH = { help };

i18next.addResourceBundle('en', 'help', help, true, true);
