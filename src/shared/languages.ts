/**
 * The interface languages (issue 20, decision 190). `en` is the spec's own wording and the
 * fallback for anything missing; the others load when chosen. Shared because the server sends
 * the script that picks one before the page paints (src/shared/first-paint-script.ts).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'zh'] as const;

/** Where a chosen language is kept across visits, on the phone. */
export const LANGUAGE_STORAGE_KEY = 'pitcrew.language';
